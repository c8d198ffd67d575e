import { describe, expect, it } from 'vitest';
import { CountCache } from './count-cache';

/** Lets a count that get() started reach its query: the change mark is read first. */
const started = () => new Promise((resolve) => setTimeout(resolve, 0));

function counter(values: number[]) {
  let calls = 0;
  const next = () => {
    calls += 1;
    return Promise.resolve(values.shift() ?? -1);
  };
  return { next, calls: () => calls };
}

describe('CountCache', () => {
  it('reuses a total until it expires', async () => {
    let now = 1000;
    const cache = new CountCache({ ttlMs: 500, maxEntries: 10, clock: () => now });
    const source = counter([7, 8]);
    expect(await cache.get('k', source.next)).toBe(7);
    now = 1499;
    expect(await cache.get('k', source.next)).toBe(7);
    now = 1500;
    expect(await cache.get('k', source.next)).toBe(8);
    expect(source.calls()).toBe(2);
  });

  it('keeps totals apart by key', async () => {
    const cache = new CountCache({ ttlMs: 1000 });
    expect(await cache.get('a', () => Promise.resolve(1))).toBe(1);
    expect(await cache.get('b', () => Promise.resolve(2))).toBe(2);
    expect(await cache.get('a', () => Promise.resolve(3))).toBe(1);
  });

  it('forgets everything on invalidate()', async () => {
    const cache = new CountCache({ ttlMs: 60_000 });
    await cache.get('k', () => Promise.resolve(1));
    cache.invalidate();
    expect(await cache.get('k', () => Promise.resolve(2))).toBe(2);
  });

  it('shares one query between concurrent misses', async () => {
    const cache = new CountCache({ ttlMs: 60_000 });
    const source = counter([5, 6]);
    const results = await Promise.all([cache.get('k', source.next), cache.get('k', source.next)]);
    expect(results).toEqual([5, 5]);
    expect(source.calls()).toBe(1);
  });

  it('does not keep a total whose query overlapped a write', async () => {
    const cache = new CountCache({ ttlMs: 60_000 });
    let release: (n: number) => void = () => {};
    const slow = cache.get('k', () => new Promise<number>((resolve) => (release = resolve)));
    await started();
    cache.invalidate();
    release(1);
    expect(await slow).toBe(1);
    expect(await cache.get('k', () => Promise.resolve(2))).toBe(2);
  });

  it('counts every time with a ttl of 0', async () => {
    const cache = new CountCache({ ttlMs: 0 });
    const source = counter([1, 2]);
    await cache.get('k', source.next);
    expect(await cache.get('k', source.next)).toBe(2);
  });

  it('holds at most maxEntries totals, dropping the oldest', async () => {
    const cache = new CountCache({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('a', () => Promise.resolve(1));
    await cache.get('b', () => Promise.resolve(2));
    await cache.get('c', () => Promise.resolve(3));
    expect(await cache.get('a', () => Promise.resolve(10))).toBe(10);
    expect(await cache.get('c', () => Promise.resolve(30))).toBe(3);
  });
});

describe('CountCache serving stale totals', () => {
  it('answers an expired total at once while one query refreshes it, and waits again after invalidate', async () => {
    let now = 0;
    const cache = new CountCache({ ttlMs: 100, clock: () => now, serveStale: true });
    let release: (n: number) => void = () => undefined;
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const first = cache.get('k', slow);
    await started();
    release(5);
    expect(await first).toBe(5);
    now = 200;
    expect(await cache.get('k', slow)).toBe(5);
    expect(await cache.get('k', slow)).toBe(5);
    expect(calls).toBe(2);
    release(6);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', slow)).toBe(6);
    cache.invalidate();
    const after = cache.get('k', slow);
    await started();
    release(9);
    expect(await after).toBe(9);
    expect(calls).toBe(3);
  });

  it('tells the query who waits for it: the request on a miss, nobody on a refresh', async () => {
    let now = 0;
    const cache = new CountCache({ ttlMs: 100, clock: () => now, serveStale: true });
    const asked: string[] = [];
    const count = (priority: string) => {
      asked.push(priority);
      return Promise.resolve(asked.length);
    };
    expect(await cache.get('k', count)).toBe(1);
    now = 200;
    expect(await cache.get('k', count)).toBe(1);
    expect(asked).toEqual(['request', 'idle']);
  });
});

describe('CountCache with a change mark', () => {
  function markedCache() {
    const state = { now: 0, mark: 'a' as string | undefined, calls: 0 };
    const cache = new CountCache({
      ttlMs: 100,
      clock: () => state.now,
      serveStale: true,
      changeMark: () => Promise.resolve(state.mark),
    });
    const count = () => {
      state.calls += 1;
      return Promise.resolve(state.calls);
    };
    return { state, cache, count };
  }

  it('keeps an expired total without counting while the mark is the one it was counted at', async () => {
    const { state, cache, count } = markedCache();
    expect(await cache.get('k', count)).toBe(1);
    state.now = 500;
    expect(await cache.get('k', count)).toBe(1);
    state.now = 550;
    expect(await cache.get('k', count)).toBe(1);
    expect(state.calls).toBe(1);
  });

  it('counts again once the mark moved, answering the old total meanwhile', async () => {
    const { state, cache, count } = markedCache();
    await cache.get('k', count);
    state.now = 500;
    state.mark = 'b';
    expect(await cache.get('k', count)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', count)).toBe(2);
    expect(state.calls).toBe(2);
  });

  it('counts again a total that depends on the time, or was counted without a mark', async () => {
    const { state, cache, count } = markedCache();
    await cache.get('timed', count, true);
    state.mark = undefined;
    await cache.get('unmarked', count);
    state.mark = 'a';
    state.now = 500;
    await cache.get('timed', count, true);
    await cache.get('unmarked', count);
    await started();
    expect(state.calls).toBe(4);
  });

  it('answers an expired total without waiting for the mark', async () => {
    let marks = 0;
    const cache = new CountCache({
      ttlMs: 100,
      clock: () => (marks === 0 ? 0 : 500),
      serveStale: true,
      // The first mark at once, the next never: a database that does not answer.
      changeMark: () => (marks++ === 0 ? Promise.resolve('a') : new Promise<string>(() => undefined)),
    });
    expect(await cache.get('k', () => Promise.resolve(1))).toBe(1);
    expect(await cache.get('k', () => Promise.resolve(2))).toBe(1);
  });

  it('peeks at the total get() would answer at once, and at nothing while one is counted', async () => {
    let now = 0;
    const fresh = new CountCache({ ttlMs: 100, clock: () => now });
    const stale = new CountCache({ ttlMs: 100, clock: () => now, serveStale: true });
    let release: (n: number) => void = () => {};
    const counting = fresh.get('k', () => new Promise<number>((resolve) => (release = resolve)));
    await started();
    expect(fresh.peek('k')).toBeUndefined();
    release(4);
    await counting;
    await stale.get('k', () => Promise.resolve(5));
    expect([fresh.peek('k'), stale.peek('k'), fresh.peek('other')]).toEqual([4, 5, undefined]);
    now = 100;
    // Expired: only a cache that serves stale totals still answers one without counting.
    expect([fresh.peek('k'), stale.peek('k')]).toEqual([undefined, 5]);
    stale.invalidate();
    expect(stale.peek('k')).toBeUndefined();
    expect(new CountCache({ ttlMs: 0 }).peek('k')).toBeUndefined();
  });
});
