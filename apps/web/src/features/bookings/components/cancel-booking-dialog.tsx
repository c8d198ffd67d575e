import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Booking, cancelBookingBodySchema } from '@seva/contract';
import { IconCheck } from '@tabler/icons-react';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
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
  const form = useForm({
    initialValues: { reason: '' },
    validate: formSchema(cancelBookingBodySchema.pick({ reason: true }), {
      reason: { blank: CANCEL_REASON_REQUIRED },
    }),
    // A new reason may be sent again, e.g. after the server refused the text.
    onValuesChange: () => {
      if (cancel.isError) cancel.reset();
    },
  });

  const submit = form.onSubmit(({ reason }) => {
    const trimmed = reason.trim();
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
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {booking.customer_name} · {booking.service_category_name ?? 'Service'}
          {booking.vendor_id === null ? '' : ` · Vendor ID ${booking.vendor_id}`}
        </Text>
        <Textarea
          label="Reason"
          required
          {...form.getInputProps('reason')}
          rows={3}
          maxLength={500}
          disabled={cancel.isPending}
          data-autofocus
        />
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
