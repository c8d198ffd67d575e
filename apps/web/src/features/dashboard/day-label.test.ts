import { describe, expect, it } from 'vitest';
import { dayLabel } from './day-label';

describe('dayLabel', () => {
  it('shows the Asia/Kolkata date the server sent as day and month, whatever the browser time zone', () => {
    expect(dayLabel('2026-11-23')).toBe('23 Nov');
    expect(dayLabel('2027-01-01')).toBe('1 Jan');
  });

  it('keeps text it cannot read as it is', () => {
    expect(dayLabel('soon')).toBe('soon');
  });
});
