import { describe, expect, it } from 'vitest';
import { sharedRuns } from './shared-runs';

/** A computation whose runs end when the test says, recording when each started. */
function controlledRuns() {
  const runs: { key: string; finish: (value: string) => void; fail: (error: Error) => void }[] = [];
  const compute = (key: string) =>
    new Promise<string>((resolve, reject) => {
      runs.push({ key, finish: resolve, fail: reject });
    });
  return { runs, compute };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('sharedRuns', () => {
  it('starts a run at once when none is going', async () => {
    const { runs, compute } = controlledRuns();
    const get = sharedRuns(compute);
    const answer = get('30');
    expect(runs).toHaveLength(1);
    runs[0]?.finish('first');
    await expect(answer).resolves.toBe('first');
  });

  it('makes callers during a run share the next one, which starts after it', async () => {
    const { runs, compute } = controlledRuns();
    const get = sharedRuns(compute);
    const early = get('30');
    const late = [get('30'), get('30'), get('30')];
    await settle();
    expect(runs).toHaveLength(1);

    runs[0]?.finish('before');
    await expect(early).resolves.toBe('before');
    await settle();
    expect(runs).toHaveLength(2);
    runs[1]?.finish('after');
    await expect(Promise.all(late)).resolves.toEqual(['after', 'after', 'after']);
  });

  it('keeps keys apart', async () => {
    const { runs, compute } = controlledRuns();
    const get = sharedRuns(compute);
    const thirty = get('30');
    const seven = get('7');
    expect(runs.map((run) => run.key)).toEqual(['30', '7']);
    runs[0]?.finish('thirty');
    runs[1]?.finish('seven');
    await expect(Promise.all([thirty, seven])).resolves.toEqual(['thirty', 'seven']);
  });

  it("gives a run's error to its callers only; the waiting callers still get a run of their own", async () => {
    const { runs, compute } = controlledRuns();
    const get = sharedRuns(compute);
    const failing = get('30');
    const waiting = get('30');
    runs[0]?.fail(new Error('database unavailable'));
    await expect(failing).rejects.toThrow('database unavailable');
    await settle();
    runs[1]?.finish('recovered');
    await expect(waiting).resolves.toBe('recovered');

    const later = get('30');
    expect(runs).toHaveLength(3);
    runs[2]?.finish('fresh');
    await expect(later).resolves.toBe('fresh');
  });
});
