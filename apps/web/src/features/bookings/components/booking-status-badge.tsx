import { Badge, type MantineColor } from '@mantine/core';
import { type BookingFlags, type BookingStatus, bookingStatus } from '@seva/contract';

const COLORS: Record<BookingStatus, MantineColor> = {
  Cancelled: 'red',
  Completed: 'green',
  Booked: 'blue',
  Pending: 'yellow',
};

/** The booking's status as SPEC §4 derives it from its three flags (the function the server uses too). */
export function BookingStatusBadge({ booking }: { booking: BookingFlags }) {
  const status = bookingStatus(booking);
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm">
      {status}
    </Badge>
  );
}
