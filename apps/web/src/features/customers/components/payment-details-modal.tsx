import { Button, Group, Modal } from '@mantine/core';
import type { CustomerPayment } from '@seva/contract';
import { PaymentDetailsList } from './payment-details-list';

interface PaymentDetailsModalProps {
  /** The payment to show; null keeps the modal closed. */
  payment: CustomerPayment | null;
  onClose: () => void;
}

export function PaymentDetailsModal({ payment, onClose }: PaymentDetailsModalProps) {
  return (
    <Modal opened={payment !== null} onClose={onClose} title="Payment Details" centered size="xl">
      {payment ? <PaymentDetailsList payment={payment} /> : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
