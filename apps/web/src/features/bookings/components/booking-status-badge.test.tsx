import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BookingStatusBadge } from './booking-status-badge';

describe('BookingStatusBadge', () => {
  // docs/product/bookings.md#booking-status: Cancelled if is_cancelled, else Completed if is_completed, else Booked if is_booked, else Pending.
  const cases: [0 | 1, 0 | 1, 0 | 1, string][] = [];
  for (const c of [0, 1] as const)
    for (const d of [0, 1] as const)
      for (const b of [0, 1] as const)
        cases.push([c, d, b, c ? 'Cancelled' : d ? 'Completed' : b ? 'Booked' : 'Pending']);

  it.each(cases)('cancelled=%i completed=%i booked=%i shows %s', (c, d, b, label) => {
    renderWithProviders(<BookingStatusBadge booking={{ is_cancelled: c, is_completed: d, is_booked: b }} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});
