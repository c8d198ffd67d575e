import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type IdleCallback = (deadline: IdleDeadline) => void;

/** The page's idle periods, run one at a time by the test; each lasts `ms` milliseconds. */
function idlePeriods() {
  const queued: IdleCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleCallback) => queued.push(callback));
  return {
    run(ms = 0) {
      const callback = queued.shift();
      if (!callback) throw new Error('nothing waits for an idle period');
      let remaining = ms;
      callback({ didTimeout: false, timeRemaining: () => remaining } as IdleDeadline);
      remaining = 0;
    },
    get pending() {
      return queued.length;
    },
  };
}

// when-idle.ts keeps page-wide state: each test imports it afresh.
async function freshWhenIdle() {
  vi.resetModules();
  return import('./when-idle');
}

describe('whenIdle', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for two idle periods without a fetch in flight, then calls back one waiter per task when the period is short', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const idle = idlePeriods();
    const { whenIdle, holdIdleWhile, isIdle } = await freshWhenIdle();
    let fetching = true;
    holdIdleWhile(() => fetching);
    const called: string[] = [];
    for (const name of ['dialog', 'socket', 'menu']) whenIdle(() => called.push(name));
    idle.run();
    idle.run();
    expect(isIdle()).toBe(false);
    fetching = false;
    idle.run();
    idle.run();
    expect(isIdle()).toBe(true);
    expect(called).toEqual([]);
    idle.run(0);
    expect(called).toEqual(['dialog']);
    vi.advanceTimersToNextTimer();
    expect(called).toEqual(['dialog', 'socket']);
    vi.advanceTimersToNextTimer();
    expect(called).toEqual(['dialog', 'socket', 'menu']);
    expect(idle.pending).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('calls back as many waiters as an idle period has time for, and at once once the page has been idle', async () => {
    const idle = idlePeriods();
    const { whenIdle } = await freshWhenIdle();
    const called: string[] = [];
    for (const name of ['dialog', 'socket', 'menu']) whenIdle(() => called.push(name));
    idle.run();
    idle.run();
    idle.run(40);
    expect(called).toEqual(['dialog', 'socket', 'menu']);
    whenIdle(() => called.push('late'));
    expect(called.at(-1)).toBe('late');
  });

  it('a cancelled waiter is not called back', async () => {
    const idle = idlePeriods();
    const { whenIdle } = await freshWhenIdle();
    const called: string[] = [];
    const cancel = whenIdle(() => called.push('dialog'));
    whenIdle(() => called.push('socket'));
    cancel();
    idle.run();
    idle.run();
    idle.run(40);
    expect(called).toEqual(['socket']);
  });
});
