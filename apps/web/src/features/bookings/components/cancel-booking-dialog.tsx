import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type Booking,
  type BookingDetail,
  type CancelBookingBody,
  cancelBookingBodySchema,
} from '@seva/contract';
import { IconCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { z } from 'zod';
import { usePermission } from '@/components/can';
import { FormError } from '@/components/form-error';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { RupeeAmountInput } from '@/components/rupee-amount-input';
import { errorMessage } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { formatRupees } from '@/lib/format';
import { REFUND_AMOUNT_TEXTS, refundAmountSchema } from '@/lib/refund-amount';
import { useCancelBooking } from '../api/cancel-booking';
import { useBookingPayment } from '../api/get-booking';
import { BookingSummary } from './booking-summary';

export const CANCEL_REASON_REQUIRED = 'Please enter a reason for cancelling the booking.';

/** The cancel dialog's words for what was paid and its refund (docs/product/refunds-screens.md#cancel-dialog). */
export const CancelRefundTexts = {
  paid: (paid: number) => `The customer paid ${formatRupees(paid)} for this booking.`,
  partlyRefunded: (refundable: number) => `${formatRupees(refundable)} of it can still be refunded.`,
  fullyRefunded: 'It has been refunded in full.',
  refund: (refundable: number) => `Refund ${formatRupees(refundable)} to the customer`,
  amount: 'Refund amount',
  amountDescription: (refundable: number) => `At most ${formatRupees(refundable)}`,
  paymentFailed: 'Failed to read what the customer paid',
  cancelled: (bookingId: number) => `Booking ${bookingId} was cancelled.`,
  cancelledWithRefund: (bookingId: number, amount: number) =>
    `Booking ${bookingId} was cancelled. A refund of ${formatRupees(amount)} was requested.`,
} as const;

interface CancelBookingDialogProps {
  /** The booking to cancel; null keeps the dialog closed. */
  booking: Booking | null;
  onClose: () => void;
}

/**
 * docs/product/bookings.md#cancelling: a required reason, Keep booking and Cancel booking; for a paid
 * booking what was paid and, with payments.refund, `Refund ₹X to the customer` (checked, the whole
 * refundable amount, editable down; docs/product/refunds-screens.md#cancel-dialog). A refusal stays in the
 * dialog with the server's message; a success closes it with a notice while the lists are fetched again.
 */
export function CancelBookingDialog({ booking, onClose }: CancelBookingDialogProps) {
  const cancel = useCancelBooking();
  // What was paid is read afresh for every opening: the form waits for it, so a refund is never missed.
  const payment = useBookingPayment(booking?.booking_id ?? null);
  const close = () => {
    if (cancel.isPending) return;
    cancel.reset();
    onClose();
  };
  return (
    <Modal
      opened={booking !== null}
      onClose={close}
      title={booking ? `Cancel booking ${booking.booking_id}` : 'Cancel booking'}
      centered
      closeOnClickOutside={!cancel.isPending}
      closeOnEscape={!cancel.isPending}
      withCloseButton={!cancel.isPending}
    >
      {booking === null ? null : payment.isPending ? (
        <LoadingIndicator />
      ) : (
        <Stack gap="md">
          {payment.isError ? (
            <QueryErrorAlert
              error={payment.error}
              title={CancelRefundTexts.paymentFailed}
              onRetry={() => payment.refetch()}
            />
          ) : null}
          <CancelBookingForm
            // A payment read after a failure starts the form again with its refund.
            key={`${booking.booking_id}-${payment.data ? 'paid-known' : 'paid-unknown'}`}
            booking={booking}
            payment={payment.data ?? null}
            cancel={cancel}
            onClose={close}
          />
        </Stack>
      )}
    </Modal>
  );
}

interface CancelFormValues {
  reason: string;
  /** `Refund ₹X to the customer`. */
  refund: boolean;
  /** The NumberInput's: a number, or '' while blank. */
  refund_amount: number | string;
}

interface CancelBookingFormProps {
  booking: Booking;
  /** The booking with what its customer paid; null when it could not be read. */
  payment: BookingDetail | null;
  cancel: ReturnType<typeof useCancelBooking>;
  onClose: () => void;
}

function CancelBookingForm({ booking, payment, cancel, onClose }: CancelBookingFormProps) {
  const canRefund = usePermission('payments.refund');
  const paid = payment?.paid_amount ?? 0;
  const refundable = payment?.refundable_amount ?? 0;
  const offersRefund = canRefund && refundable > 0;

  const validate = useMemo(() => {
    const reason = cancelBookingBodySchema.shape.reason;
    const texts = { reason: { blank: CANCEL_REASON_REQUIRED }, refund_amount: REFUND_AMOUNT_TEXTS };
    const withRefund = formSchema<CancelFormValues>(
      z.object({ reason, refund_amount: refundAmountSchema(refundable) }),
      texts,
    );
    const withoutRefund = formSchema<CancelFormValues>(z.object({ reason }), texts);
    return (values: CancelFormValues) => (values.refund ? withRefund(values) : withoutRefund(values));
  }, [refundable]);

  const form = useForm<CancelFormValues>({
    initialValues: { reason: '', refund: offersRefund, refund_amount: refundable },
    validate,
    // A new reason (or amount) may be sent again, e.g. after the server refused the text.
    onValuesChange: () => {
      if (cancel.isError) cancel.reset();
    },
  });

  const submit = form.onSubmit((values) => {
    const body: CancelBookingBody = {
      reason: values.reason.trim(),
      // The vendor the admin saw: a re-assignment landing meanwhile refuses the cancellation (409).
      vendor_id: booking.vendor_id,
      ...(offersRefund && values.refund ? { refund_amount: Number(values.refund_amount) } : {}),
    };
    cancel.mutate(
      { bookingId: booking.booking_id, body },
      {
        onSuccess: ({ refund }) => {
          notifications.show({
            color: 'teal',
            icon: <IconCheck size={18} />,
            message: refund
              ? CancelRefundTexts.cancelledWithRefund(booking.booking_id, refund.amount)
              : CancelRefundTexts.cancelled(booking.booking_id),
          });
          cancel.reset();
          onClose();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <BookingSummary booking={booking} />
        {paid > 0 ? (
          <Text size="sm">
            {CancelRefundTexts.paid(paid)}{' '}
            {refundable <= 0
              ? CancelRefundTexts.fullyRefunded
              : refundable < paid
                ? CancelRefundTexts.partlyRefunded(refundable)
                : ''}
          </Text>
        ) : null}
        <Textarea
          label="Reason"
          required
          {...form.getInputProps('reason')}
          rows={3}
          maxLength={500}
          disabled={cancel.isPending}
          data-autofocus
        />
        {offersRefund ? (
          <>
            <Checkbox
              label={CancelRefundTexts.refund(refundable)}
              disabled={cancel.isPending}
              {...form.getInputProps('refund', { type: 'checkbox' })}
            />
            {form.values.refund ? (
              <RupeeAmountInput
                label={CancelRefundTexts.amount}
                description={CancelRefundTexts.amountDescription(refundable)}
                disabled={cancel.isPending}
                {...form.getInputProps('refund_amount')}
              />
            ) : null}
          </>
        ) : null}
        <FormError
          title="The booking was not cancelled"
          message={cancel.isError ? errorMessage(cancel.error) : null}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            Keep booking
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending} disabled={cancel.isError}>
            Cancel booking
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
