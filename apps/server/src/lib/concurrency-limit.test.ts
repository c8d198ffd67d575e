import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit';

describe('concurrencyLimit', () => {
  it('runs at most max tasks at once, the others in order of arrival, and passes results and errors on', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (id: number) => async () => {
      started.push(id);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (id === 3) throw new Error('three');
      return id;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((id) => limit(task(id))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      1,
      2,
      'three',
      4,
      5,
      6,
    ]);
    // Every place was given back: the next tasks start at once.
    expect(await Promise.all([limit(async () => 'a'), limit(async () => 'b')])).toEqual(['a', 'b']);
  });
});
