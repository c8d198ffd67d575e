import { describe, expect, it } from 'vitest';
import { stampAfter } from './time';

describe('stampAfter', () => {
  it('is now when the previous stamp is older', () => {
    expect(stampAfter('2026-01-01T00:00:00.000Z', Date.parse('2026-11-21T00:00:00.000Z'))).toBe(
      '2026-11-21T00:00:00.000Z',
    );
  });

  it('is one millisecond later when the previous stamp is now or in the future', () => {
    const now = Date.parse('2026-11-21T00:00:00.000Z');
    expect(stampAfter('2026-11-21T00:00:00.000Z', now)).toBe('2026-11-21T00:00:00.001Z');
    expect(stampAfter('2027-01-01T00:00:00.000Z', now)).toBe('2027-01-01T00:00:00.001Z');
  });

  it('is now when the previous stamp is not a date', () => {
    expect(stampAfter('garbage', 0)).toBe('1970-01-01T00:00:00.000Z');
  });
});
