import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterFirstCommit } from './after-first-commit';

/** Notes, when the commit it is part of lands, whether the deferred part is in the document. */
function FirstCommitWitness({ seen }: { seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(screen.queryByText('Sidebar') !== null);
  }, [seen]);
  return <p>Rows</p>;
}

describe('AfterFirstCommit', () => {
  it('leaves its children out of the first commit and draws them right after', async () => {
    const seen: boolean[] = [];
    render(
      <>
        <FirstCommitWitness seen={seen} />
        <AfterFirstCommit>
          <nav>Sidebar</nav>
        </AfterFirstCommit>
      </>,
    );
    expect(seen).toEqual([false]);
    expect(await screen.findByText('Sidebar')).toBeInTheDocument();
    expect(screen.getByText('Rows')).toBeInTheDocument();
  });
});
