import { describe, expect, it } from 'vitest';
import { formatListTime, formatMessageTime } from './message-time';

// 21 Nov 2026, 18:30 in India.
const now = new Date('2026-11-21T13:00:00.000Z');

describe('message times', () => {
  it('shows only the India time for a message of today', () => {
    const today = '2026-11-21T03:35:00.000Z'; // 09:05 IST
    expect(formatMessageTime(today, now)).toBe('09:05');
    expect(formatListTime(today, now)).toBe('09:05');
  });

  it('counts the day in India: 18:30 UTC is already tomorrow there', () => {
    const lateYesterdayUtc = '2026-11-20T18:45:00.000Z'; // 00:15 IST on the 21st
    expect(formatMessageTime(lateYesterdayUtc, now)).toBe('00:15');
    const evening = '2026-11-20T18:29:00.000Z'; // 23:59 IST on the 20th
    expect(formatMessageTime(evening, now)).toBe('20 Nov 2026, 23:59 IST');
  });

  it('shows the date, time and IST in a bubble of an earlier day, and the date alone in the list', () => {
    const earlier = '2026-11-17T08:35:00.000Z'; // 14:05 IST
    expect(formatMessageTime(earlier, now)).toBe('17 Nov 2026, 14:05 IST');
    expect(formatListTime(earlier, now)).toBe('17 Nov 2026');
    expect(formatListTime('2025-01-02T02:30:00.000Z', now)).toBe('2 Jan 2025');
  });

  it('shows nothing for a missing or broken time', () => {
    expect(formatMessageTime(null, now)).toBe('');
    expect(formatListTime('not a date', now)).toBe('');
  });
});
