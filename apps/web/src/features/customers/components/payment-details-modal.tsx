import type { CustomerPayment } from '@seva/contract';
import { DetailsModal } from '@/components/details-modal';
import { PaymentDetailsList } from './payment-details-list';

interface PaymentDetailsModalProps {
  /** The payment to show; null keeps the modal closed. */
  payment: CustomerPayment | null;
  onClose: () => void;
}

export function PaymentDetailsModal({ payment, onClose }: PaymentDetailsModalProps) {
  return (
    <DetailsModal opened={payment !== null} onClose={onClose} title="Payment Details" size="xl">
      {payment ? <PaymentDetailsList payment={payment} /> : null}
    </DetailsModal>
  );
}
