import { describe, expect, it } from 'vitest';
import { hasAtMostTwoDecimals } from './money';

describe('hasAtMostTwoDecimals', () => {
  it('accepts whole rupees and whole paise, including doubles that are not exact in binary', () => {
    for (const value of [0, 1, 199, 19.99, 0.01, 0.1, 1.1, 1234567.89, 9999999.99, 0.07]) {
      expect(hasAtMostTwoDecimals(value), String(value)).toBe(true);
    }
  });

  it('refuses fractions of a paisa and values that are not finite', () => {
    for (const value of [19.999, 0.125, 0.001, 1.005, 9999999.995, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(hasAtMostTwoDecimals(value), String(value)).toBe(false);
    }
  });
});
