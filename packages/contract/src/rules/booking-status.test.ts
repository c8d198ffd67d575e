import { describe, expect, it } from 'vitest';
import { type BookingStatus, bookingStatus } from './booking-status';

describe('bookingStatus', () => {
  // every combination of the three flags
  const cases: [number, number, number, BookingStatus][] = [];
  for (const c of [0, 1])
    for (const d of [0, 1])
      for (const b of [0, 1])
        cases.push([c, d, b, c ? 'Cancelled' : d ? 'Completed' : b ? 'Booked' : 'Pending']);

  it.each(cases)('cancelled=%i completed=%i booked=%i → %s', (c, d, b, status) => {
    expect(bookingStatus({ is_cancelled: c, is_completed: d, is_booked: b })).toBe(status);
  });

  it('treats null flags as not set', () => {
    expect(bookingStatus({ is_cancelled: null, is_completed: null, is_booked: null })).toBe('Pending');
  });
});
