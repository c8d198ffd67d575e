import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Broken({ fail }: { fail: boolean }) {
  if (fail) throw new Error('Cannot read the vendor list');
  return <p>Vendor list</p>;
}

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Something went wrong.' with the error message instead of a failed screen", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    render(
      <MantineProvider env="test">
        <ErrorBoundary>
          <Broken fail />
        </ErrorBoundary>
      </MantineProvider>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByText('Cannot read the vendor list')).toBeInTheDocument();
    expect(screen.queryByText('Vendor list')).not.toBeInTheDocument();
  });

  it('renders the screen again when the reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = (fail: boolean, resetKey: string) => (
      <MantineProvider env="test">
        <ErrorBoundary resetKey={resetKey}>
          <Broken fail={fail} />
        </ErrorBoundary>
      </MantineProvider>
    );

    const { rerender } = render(view(true, '/managevendor'));
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();

    rerender(view(false, '/messages'));
    expect(screen.getByText('Vendor list')).toBeInTheDocument();
  });
});
