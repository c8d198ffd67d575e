import { describe, expect, it } from 'vitest';
import {
  displayValue,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatPaymentTableDateTime,
  formatRupees,
  formatTime,
  isSameIndiaDay,
} from './format';

describe('format', () => {
  it('shows N/A for missing values', () => {
    expect(displayValue(null)).toBe('N/A');
    expect(displayValue(undefined)).toBe('N/A');
    expect(displayValue(' ')).toBe('N/A');
    expect(displayValue(0)).toBe('0');
    expect(displayValue('GST123')).toBe('GST123');
  });

  it('formats rupees with Indian grouping', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees('99.5')).toBe('₹99.50');
    expect(formatRupees(null)).toBe('N/A');
    expect(formatRupees('abc')).toBe('N/A');
  });

  it('formats a date and time as 21 Nov 2026, 14:05 in India time, with IST when asked', () => {
    // 08:35 UTC is 14:05 in Asia/Kolkata (UTC+05:30), whatever the time zone the tests run in.
    expect(formatDateTime('2026-11-21T08:35:00.000Z')).toBe('21 Nov 2026, 14:05');
    expect(formatDateTime('2026-11-21T08:35:00.000Z', { zone: true })).toBe('21 Nov 2026, 14:05 IST');
    expect(formatDateTime(Date.UTC(2026, 0, 1, 3, 0))).toBe('1 Jan 2026, 08:30');
    expect(formatDateTime('not a date')).toBe('N/A');
    expect(formatDateTime(null, { zone: true })).toBe('N/A');
  });

  it('moves a UTC instant near midnight to the India day it falls on', () => {
    // 18:29 UTC is 23:59 the same day in India; 18:30 UTC is already 00:00 the next day.
    expect(formatDateTime('2026-11-20T18:29:00.000Z', { zone: true })).toBe('20 Nov 2026, 23:59 IST');
    expect(formatDateTime('2026-11-20T18:30:00.000Z', { zone: true })).toBe('21 Nov 2026, 00:00 IST');
    expect(formatDate('2026-11-20T18:30:00.000Z')).toBe('21 Nov 2026');
    expect(formatDateTime('2026-12-31T18:45:00.000Z')).toBe('1 Jan 2027, 00:15');
    expect(isSameIndiaDay('2026-11-20T18:30:00.000Z', '2026-11-21T18:29:59.000Z')).toBe(true);
    expect(isSameIndiaDay('2026-11-20T18:29:59.000Z', '2026-11-20T18:30:00.000Z')).toBe(false);
  });

  it('writes September as Sep, three letters like every other month', () => {
    expect(formatDateTime('2026-09-21T08:35:00.000Z')).toBe('21 Sep 2026, 14:05');
    expect(formatDate('2026-09-05')).toBe('5 Sep 2026');
    expect(formatDayMonth('2026-09-30')).toBe('30 Sep');
    const months = Array.from(
      { length: 12 },
      (_, month) => formatDate(Date.UTC(2026, month, 15)).split(' ')[1],
    );
    expect(months).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });

  it("formats a calendar date as 21 Nov 2026: the day a YYYY-MM-DD names, or an instant's India date", () => {
    expect(formatDate('2026-11-21')).toBe('21 Nov 2026');
    expect(formatDate('2027-01-01')).toBe('1 Jan 2027');
    expect(formatDate('2026-11-21T08:35:00.000Z')).toBe('21 Nov 2026');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('soon')).toBe('N/A');
  });

  it('gives a chart its day without the year, and a time of day on the 24-hour clock', () => {
    expect(formatDayMonth('2026-11-23')).toBe('23 Nov');
    expect(formatDayMonth('2027-01-01')).toBe('1 Jan');
    expect(formatTime('2026-11-21T08:35:00.000Z')).toBe('14:05');
    expect(formatTime('2026-11-20T18:30:00.000Z')).toBe('00:00');
    expect(formatTime('2026-11-21T12:45:00.000Z')).toBe('18:15');
  });

  it("keeps SPEC's month/day/year, hour:minute for the payments tables, in the browser's time zone", () => {
    expect(formatPaymentTableDateTime(new Date(2026, 10, 5, 9, 7))).toBe('11/05/2026, 09:07');
    expect(formatPaymentTableDateTime('not a date')).toBe('N/A');
  });
});
