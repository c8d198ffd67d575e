import { describe, expect, it } from 'vitest';
import { RateWindow } from './rate-window';

describe('RateWindow', () => {
  it('allows max events in any window and frees each slot a window after it was used', () => {
    let now = 0;
    const window = new RateWindow(3, 10_000, () => now);
    expect([window.take(), window.take(), window.take(), window.take()]).toEqual([true, true, true, false]);
    now = 9_999;
    expect(window.take()).toBe(false);
    now = 10_000;
    // All three slots were used at t=0; refused events did not take one.
    expect([window.take(), window.take(), window.take(), window.take()]).toEqual([true, true, true, false]);
  });
});
