import { render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { idleModule, type SwitchWhen, useIdleModule } from './idle-module';

function Loaded() {
  return <p>loaded</p>;
}

function Caller({
  module,
  now,
  when,
}: {
  module: ReturnType<typeof fakeModule>;
  now: boolean;
  when?: SwitchWhen;
}) {
  const Drawn = useIdleModule(module, now, when);
  return Drawn ? <Drawn /> : <p>stand-in</p>;
}

function fakeModule(fails = false) {
  const loads = { count: 0 };
  const module = idleModule(async () => {
    loads.count += 1;
    if (fails) throw new Error('chunk failed');
    return Loaded;
  });
  return Object.assign(module, { loads });
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>error: {this.state.error}</p> : this.props.children;
  }
}

describe('useIdleModule', () => {
  it("'loaded': draws the module once the page is idle, loading it once for every caller", async () => {
    const module = fakeModule();
    render(
      <>
        <Caller module={module} now={false} />
        <Caller module={module} now={false} />
      </>,
    );
    expect(screen.getAllByText('stand-in')).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByText('loaded')).toHaveLength(2));
    expect(module.loads.count).toBe(1);
  });

  it("'used': loads when idle but keeps the stand-in until it is used, then draws the module", async () => {
    const module = fakeModule();
    const { rerender } = render(<Caller module={module} now={false} when="used" />);
    await waitFor(() => expect(module.loaded).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('stand-in')).toBeInTheDocument();
    rerender(<Caller module={module} now={true} when="used" />);
    await screen.findByText('loaded');
    // A caller mounted after the load draws the module from its first render.
    render(<Caller module={module} now={false} when="used" />);
    expect(screen.getAllByText('loaded')).toHaveLength(2);
  });

  it('a load that fails while the module is needed is the screen error; an idle one is retried on use', async () => {
    // React reports the error the boundary catches.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const module = fakeModule(true);
    const { rerender } = render(
      <Boundary>
        <Caller module={module} now={false} />
      </Boundary>,
    );
    await waitFor(() => expect(module.loads.count).toBe(1));
    expect(screen.getByText('stand-in')).toBeInTheDocument();
    rerender(
      <Boundary>
        <Caller module={module} now={true} />
      </Boundary>,
    );
    await screen.findByText('error: chunk failed');
    expect(module.loads.count).toBe(2);
  });
});
