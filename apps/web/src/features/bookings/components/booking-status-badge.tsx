import type { MantineColor } from '@mantine/core';
import { type BookingFlags, type BookingStatus, bookingStatus } from '@seva/contract';
import { StatusBadge } from '@/components/status-badge';

const COLORS: Record<BookingStatus, MantineColor> = {
  Cancelled: 'red',
  Completed: 'green',
  Booked: 'blue',
  Pending: 'yellow',
};

/** Every word a booking's status can be, for sizing its column. */
export const BOOKING_STATUS_WORDS = Object.keys(COLORS) as readonly BookingStatus[];

/** The booking's status as bookingStatus() derives it from its three flags (the function the server uses too). */
export function BookingStatusBadge({ booking }: { booking: BookingFlags }) {
  const status = bookingStatus(booking);
  return <StatusBadge color={COLORS[status]}>{status}</StatusBadge>;
}

/** A status the server already derived (the day board's jobs), in the same colours. */
export function BookingStatusWordBadge({ status }: { status: string }) {
  const color = (COLORS as Record<string, MantineColor>)[status] ?? 'gray';
  return <StatusBadge color={color}>{status}</StatusBadge>;
}
