import { describe, expect, it } from 'vitest';
import { formatListTime, formatMessageTime } from './message-time';

const now = new Date(2026, 10, 21, 18, 30);

describe('message times', () => {
  it('shows only the time for today', () => {
    const today = new Date(2026, 10, 21, 9, 5).toISOString();
    expect(formatMessageTime(today, now)).toBe('09:05');
    expect(formatListTime(today, now)).toBe('09:05');
  });

  it('adds the day for earlier days, and the year for earlier years', () => {
    expect(formatMessageTime(new Date(2026, 10, 17, 14, 5).toISOString(), now)).toBe('17 Nov, 14:05');
    expect(formatListTime(new Date(2026, 10, 17, 14, 5).toISOString(), now)).toBe('17 Nov');
    expect(formatListTime(new Date(2025, 0, 2, 8, 0).toISOString(), now)).toBe('2 Jan 2025');
  });

  it('shows nothing for a missing or broken time', () => {
    expect(formatMessageTime(null, now)).toBe('');
    expect(formatListTime('not a date', now)).toBe('');
  });
});
