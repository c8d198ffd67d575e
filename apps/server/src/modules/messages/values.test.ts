import { describe, expect, it } from 'vitest';
import { firstNameOf, indiaDateText, indiaTimeText, rupeesText } from './values';

describe('message values', () => {
  it('writes paise as rupees with Indian grouping and two decimals', () => {
    expect(rupeesText(149_900)).toBe('₹1,499.00');
    expect(rupeesText(45_000)).toBe('₹450.00');
    expect(rupeesText(5)).toBe('₹0.05');
    expect(rupeesText(123_456_789)).toBe('₹12,34,567.89');
    expect(rupeesText(10_000_000_000)).toBe('₹10,00,00,000.00');
    expect(() => rupeesText(1.5)).toThrow(RangeError);
  });

  it('writes a moment in India time', () => {
    expect(indiaTimeText('2026-12-02T05:00:00.000Z')).toBe('2 Dec 2026, 10:30 IST');
    expect(indiaTimeText('2026-12-31T20:00:00.000Z')).toBe('1 Jan 2027, 01:30 IST');
    expect(indiaDateText('2026-12-03T19:00:00.000Z')).toBe('4 Dec 2026');
  });

  it('names a customer by the first word of the name', () => {
    expect(firstNameOf('  Anita Rao ')).toBe('Anita');
    expect(firstNameOf('Anita')).toBe('Anita');
    expect(firstNameOf(null)).toBe('');
  });
});
