import { Stack, Text, Title } from '@mantine/core';
import type { Booking } from '@seva/contract';
import { Can } from '@/components/can';
import { DetailList } from '@/components/detail-list';
import { DetailsModal } from '@/components/details-modal';
import { EntityTimeline } from '@/components/entity-timeline';
import { ImageWithFallback, WORKMAN_IMAGE } from '@/components/image-with-fallback';
import { LoadingIndicator } from '@/components/loading-indicator';
import { PaymentRefunds } from '@/components/payment-refunds';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { formatAddress } from '@/lib/address';
import { formatRupees } from '@/lib/format';
import { useBookingPayment } from '../api/get-booking';
import { BookingStatusBadge } from './booking-status-badge';

interface CustomerServiceDetailsDialogProps {
  /** The booking to show; null keeps the dialog closed. */
  booking: Booking | null;
  onClose: () => void;
}

/**
 * Every field of a booking (docs/product/bookings.md#customer-service-details), what its customer paid
 * and its refunds (docs/product/refunds-screens.md#customer-service-details), then its history
 * (docs/product/cockpit.md#audit-trail).
 */
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
          <BookingPayment bookingId={booking.booking_id} />
          <EntityTimeline entity="booking" id={booking.booking_id} />
        </Stack>
      ) : null}
    </DetailsModal>
  );
}

export const BookingPaymentTexts = {
  heading: 'Payment',
  paid: 'Paid',
  refundable: 'Refundable',
  notPaid: 'Nothing was paid for this booking.',
  loadFailed: 'Failed to read what the customer paid',
} as const;

/**
 * What the customer paid for the booking and what may still be refunded; with payments.read, its
 * refunds, refreshed live (a refund asked with the cancellation moves to `Processed` while it is open).
 */
function BookingPayment({ bookingId }: { bookingId: number }) {
  const payment = useBookingPayment(bookingId);
  if (payment.isPending) return <LoadingIndicator />;
  if (payment.isError) {
    return (
      <QueryErrorAlert
        error={payment.error}
        title={BookingPaymentTexts.loadFailed}
        onRetry={() => payment.refetch()}
      />
    );
  }
  const { payment_id: paymentId, paid_amount: paid, refundable_amount: refundable } = payment.data;
  if (paymentId === null) {
    return (
      <Stack gap="xs" component="section">
        <Title order={4} size="h5">
          {BookingPaymentTexts.heading}
        </Title>
        <Text size="sm" c="dimmed">
          {BookingPaymentTexts.notPaid}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <DetailList
        title={BookingPaymentTexts.heading}
        items={[
          { label: BookingPaymentTexts.paid, value: formatRupees(paid) },
          { label: BookingPaymentTexts.refundable, value: formatRupees(refundable) },
        ]}
      />
      <Can permission="payments.read">
        <PaymentRefunds paymentId={paymentId} />
      </Can>
    </Stack>
  );
}
