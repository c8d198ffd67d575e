import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Booking, CandidateVendor } from '@seva/contract';
import { DetailList } from '@/components/detail-list';
import { FormError } from '@/components/form-error';

/** The vendor a re-assignment moves the booking away from; its name may still be loading (null). */
export interface PreviousVendor {
  vendor_id: number;
  vendor_name: string | null;
}

/** `{name} (Vendor ID {id})`, as the notices and questions of the flow name a vendor. */
export function vendorLabel(vendor: PreviousVendor): string {
  return `${vendor.vendor_name ?? 'The current vendor'} (Vendor ID ${vendor.vendor_id})`;
}

interface ConfirmAssignmentDialogProps {
  opened: boolean;
  /** What the question names of the booking (Booking Details passes its row, the day board its queue card). */
  booking: Pick<Booking, 'booking_id' | 'customer_name'>;
  vendor: Pick<CandidateVendor, 'vendor_id' | 'vendor_name'> | null;
  /** Set for a re-assignment (docs/product/bookings.md#re-assigning): the question names both vendors. */
  previousVendor?: PreviousVendor | null;
  /** The assignment is being sent: 'Assigning...' and no way out until it answers. */
  assigning: boolean;
  /** Why the server refused, e.g. someone else assigned the booking first (409). */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * docs/product/bookings.md#assignment-flow: booking id, customer name, selected vendor id and name, Cancel and Confirm
 * Assignment; for a re-assignment (#re-assigning) the question naming both vendors and Confirm Re-assignment.
 */
export function ConfirmAssignmentDialog({
  opened,
  booking,
  vendor,
  previousVendor = null,
  assigning,
  error,
  onConfirm,
  onCancel,
}: ConfirmAssignmentDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={previousVendor ? 'Confirm Vendor Re-assignment' : 'Confirm Vendor Assignment'}
      centered
      closeOnClickOutside={!assigning}
      closeOnEscape={!assigning}
      withCloseButton={!assigning}
    >
      <Stack gap="md">
        {previousVendor && vendor ? (
          <Text fw={600}>
            Move booking {booking.booking_id} from {vendorLabel(previousVendor)} to {vendorLabel(vendor)}?
          </Text>
        ) : null}
        <DetailList
          items={[
            { label: 'Booking ID', value: booking.booking_id },
            { label: 'Customer Name', value: booking.customer_name },
            { label: 'Vendor ID', value: vendor?.vendor_id },
            { label: 'Vendor Name', value: vendor?.vendor_name },
          ]}
        />
        <FormError
          title={previousVendor ? 'The vendor was not re-assigned' : 'The vendor was not assigned'}
          message={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={assigning} data-autofocus>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={assigning || error !== null}>
            {confirmLabel(previousVendor !== null, assigning)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function confirmLabel(reassigning: boolean, pending: boolean): string {
  if (reassigning) return pending ? 'Re-assigning...' : 'Confirm Re-assignment';
  return pending ? 'Assigning...' : 'Confirm Assignment';
}
