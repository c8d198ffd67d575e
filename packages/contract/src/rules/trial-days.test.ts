import { describe, expect, it } from 'vitest';
import { trialDaysLeft } from './trial-days';

const now = new Date('2026-11-21T12:00:00.000Z');

describe('trialDaysLeft', () => {
  it.each([
    ['2026-11-28T12:00:00.000Z', 7],
    ['2026-11-28T12:00:00.001Z', 8],
    ['2026-11-21T12:00:00.001Z', 1],
    ['2026-11-22T11:59:59.999Z', 1],
    ['2026-11-22T12:00:00.000Z', 1],
    ['2026-11-21T12:00:00.000Z', 0],
    ['2026-11-20T12:00:00.000Z', 0],
  ])('expiry %s → %i', (expiry, days) => {
    expect(trialDaysLeft(expiry, now)).toBe(days);
  });

  it.each([null, undefined, '', 'not a date'])('%j → 0', (expiry) => {
    expect(trialDaysLeft(expiry, now)).toBe(0);
  });
});
