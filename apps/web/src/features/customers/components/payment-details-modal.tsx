import { Divider, Stack } from '@mantine/core';
import type { CustomerPayment } from '@seva/contract';
import { DetailsModal } from '@/components/details-modal';
import { PaymentDetailsList } from './payment-details-list';
import { PaymentRefundsPanel } from './payment-refunds-panel';

interface PaymentDetailsModalProps {
  /** The payment to show, as the list last read it; null keeps the modal closed. */
  payment: CustomerPayment | null;
  onClose: () => void;
}

/**
 * `Payment Details` (docs/product/customers-and-payments.md#payment-details-dialog): every field of the
 * payment, then its refunds and `Refund` (docs/product/refunds-screens.md#payment-details-dialog).
 */
export function PaymentDetailsModal({ payment, onClose }: PaymentDetailsModalProps) {
  return (
    <DetailsModal opened={payment !== null} onClose={onClose} title="Payment Details" size="xl">
      {payment ? (
        <Stack gap="lg">
          <PaymentDetailsList payment={payment} />
          <Divider />
          <PaymentRefundsPanel payment={payment} />
        </Stack>
      ) : null}
    </DetailsModal>
  );
}
