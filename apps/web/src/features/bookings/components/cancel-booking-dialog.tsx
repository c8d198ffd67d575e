import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Booking } from '@seva/contract';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useCancelBooking } from '../api/cancel-booking';

export const CANCEL_REASON_REQUIRED = 'Please enter a reason for cancelling the booking.';

interface CancelBookingDialogProps {
  /** The booking to cancel; null keeps the dialog closed. */
  booking: Booking | null;
  onClose: () => void;
}

/**
 * docs/product/bookings.md#cancelling: a required reason, Keep booking and Cancel booking. A refusal stays in the
 * dialog with the server's message; a success closes it with a notice while the lists are fetched again.
 */
export function CancelBookingDialog({ booking, onClose }: CancelBookingDialogProps) {
  const cancel = useCancelBooking();
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
      {booking ? (
        <CancelBookingForm key={booking.booking_id} booking={booking} cancel={cancel} onClose={close} />
      ) : null}
    </Modal>
  );
}

interface CancelBookingFormProps {
  booking: Booking;
  cancel: ReturnType<typeof useCancelBooking>;
  onClose: () => void;
}

function CancelBookingForm({ booking, cancel, onClose }: CancelBookingFormProps) {
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);

  const submit = () => {
    const trimmed = reason.trim();
    if (trimmed === '') {
      setReasonMissing(true);
      return;
    }
    cancel.mutate(
      // The vendor the admin saw: a re-assignment landing meanwhile refuses the cancellation (409).
      { bookingId: booking.booking_id, body: { reason: trimmed, vendor_id: booking.vendor_id } },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            icon: <IconCheck size={18} />,
            message: `Booking ${booking.booking_id} was cancelled.`,
          });
          cancel.reset();
          onClose();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {booking.customer_name} · {booking.service_category_name ?? 'Service'}
        {booking.vendor_id === null ? '' : ` · Vendor ID ${booking.vendor_id}`}
      </Text>
      <Textarea
        label="Reason"
        required
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setReasonMissing(false);
          // A new reason may be sent again, e.g. after the server refused the text.
          if (cancel.isError) cancel.reset();
        }}
        error={reasonMissing ? CANCEL_REASON_REQUIRED : undefined}
        rows={3}
        maxLength={500}
        disabled={cancel.isPending}
        data-autofocus
      />
      {cancel.isError ? (
        <Alert color="red" role="alert" title="The booking was not cancelled">
          {cancel.error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
          Keep booking
        </Button>
        <Button color="red" onClick={submit} loading={cancel.isPending} disabled={cancel.isError}>
          Cancel booking
        </Button>
      </Group>
    </Stack>
  );
}
