export type BookingStatus = 'Cancelled' | 'Completed' | 'Booked' | 'Pending';

export interface BookingFlags {
  is_cancelled: number | boolean | null;
  is_completed: number | boolean | null;
  is_booked: number | boolean | null;
}

/** docs/product/bookings.md#booking-status: Cancelled if is_cancelled, else Completed if is_completed, else Booked if is_booked, else Pending. */
export function bookingStatus(flags: BookingFlags): BookingStatus {
  if (flags.is_cancelled) return 'Cancelled';
  if (flags.is_completed) return 'Completed';
  if (flags.is_booked) return 'Booked';
  return 'Pending';
}
