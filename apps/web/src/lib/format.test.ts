import { describe, expect, it } from 'vitest';
import { displayValue, formatDateTime, formatRupees } from './format';

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

  it('formats a date and time as month/day/year, hour:minute', () => {
    expect(formatDateTime(new Date(2026, 10, 5, 9, 7))).toBe('11/05/2026, 09:07');
    expect(formatDateTime('not a date')).toBe('N/A');
  });
});
