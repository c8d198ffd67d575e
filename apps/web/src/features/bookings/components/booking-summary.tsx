import { Text } from '@mantine/core';
import type { Booking } from '@seva/contract';

/** Whose booking a dialog acts on: the customer, the service and the vendor, if any (cancel, reschedule). */
export function BookingSummary({
  booking,
}: {
  booking: Pick<Booking, 'customer_name' | 'service_category_name' | 'vendor_id'>;
}) {
  return (
    <Text size="sm">
      {booking.customer_name} · {booking.service_category_name ?? 'Service'}
      {booking.vendor_id === null ? '' : ` · Vendor ID ${booking.vendor_id}`}
    </Text>
  );
}
