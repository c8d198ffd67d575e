import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { Booking, CandidateVendor } from '@seva/contract';
import { DetailList } from '@/components/detail-list';

interface ConfirmAssignmentDialogProps {
  opened: boolean;
  booking: Booking;
  vendor: CandidateVendor | null;
  /** The assignment is being sent: 'Assigning...' and no way out until it answers. */
  assigning: boolean;
  /** Why the server refused, e.g. someone else assigned the booking first (409). */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** docs/product/bookings.md#assignment-flow: booking id, customer name, selected vendor id and name, Cancel and Confirm Assignment. */
export function ConfirmAssignmentDialog({
  opened,
  booking,
  vendor,
  assigning,
  error,
  onConfirm,
  onCancel,
}: ConfirmAssignmentDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Confirm Vendor Assignment"
      centered
      closeOnClickOutside={!assigning}
      closeOnEscape={!assigning}
      withCloseButton={!assigning}
    >
      <Stack gap="md">
        <DetailList
          items={[
            { label: 'Booking ID', value: booking.booking_id },
            { label: 'Customer Name', value: booking.customer_name },
            { label: 'Vendor ID', value: vendor?.vendor_id },
            { label: 'Vendor Name', value: vendor?.vendor_name },
          ]}
        />
        {error ? (
          <Alert color="red" role="alert" title="The vendor was not assigned">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={assigning} data-autofocus>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={assigning || error !== null}>
            {assigning ? 'Assigning...' : 'Confirm Assignment'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
