import { Stack } from '@mantine/core';
import type { Booking } from '@seva/contract';
import { DetailList } from '@/components/detail-list';
import { DetailsModal } from '@/components/details-modal';
import { EntityTimeline } from '@/components/entity-timeline';
import { ImageWithFallback, WORKMAN_IMAGE } from '@/components/image-with-fallback';
import { formatAddress } from '@/lib/address';
import { formatRupees } from '@/lib/format';
import { BookingStatusBadge } from './booking-status-badge';

interface CustomerServiceDetailsDialogProps {
  /** The booking to show; null keeps the dialog closed. */
  booking: Booking | null;
  onClose: () => void;
}

/** Every field of a booking (docs/product/bookings.md#customer-service-details), then its history (docs/product/cockpit.md#audit-trail). */
export function CustomerServiceDetailsDialog({ booking, onClose }: CustomerServiceDetailsDialogProps) {
  return (
    <DetailsModal opened={booking !== null} onClose={onClose} title="Customer Service Details" size="xl">
      {booking ? (
        <Stack gap="lg">
          <DetailList
            title="Customer"
            items={[
              { label: 'Customer ID', value: booking.customer_id },
              { label: 'Customer Name', value: booking.customer_name },
              { label: 'Mobile', value: booking.mobile },
              { label: 'Email', value: booking.customer_email },
              { label: 'Country', value: booking.customer_country },
              { label: 'Gender', value: booking.gender },
              { label: 'Address', value: formatAddress(booking.customer_address) },
            ]}
          />
          <DetailList
            title="Service"
            items={[
              { label: 'Booking ID', value: booking.booking_id },
              { label: 'Vendor ID', value: booking.vendor_id },
              { label: 'Service Category', value: booking.service_category_name },
              { label: 'Description', value: booking.service_desc },
              { label: 'Price', value: formatRupees(booking.service_price) },
              { label: 'Status', value: <BookingStatusBadge booking={booking} /> },
              { label: 'Cancelled Reason', value: booking.cancelled_reason },
              {
                label: 'Image',
                value: (
                  <ImageWithFallback
                    src={booking.service_category_url}
                    fallback={WORKMAN_IMAGE}
                    alt={booking.service_category_name ?? 'Service'}
                    w={120}
                    h={120}
                    fit="contain"
                    radius="sm"
                  />
                ),
              },
            ]}
          />
          <EntityTimeline entity="booking" id={booking.booking_id} />
        </Stack>
      ) : null}
    </DetailsModal>
  );
}
