import type { VendorPayment } from '@seva/contract';
import { DetailList } from '@/components/detail-list';
import { DetailsModal } from '@/components/details-modal';
import { formatDate, formatDateTime, formatRupees } from '@/lib/format';

interface VendorPaymentModalProps {
  /** The payment to show; null keeps the modal closed. */
  payment: VendorPayment | null;
  onClose: () => void;
}

/** Every field of a vendor's subscription payment (docs/product/customers-and-payments.md#vendor-payments). */
export function VendorPaymentModal({ payment, onClose }: VendorPaymentModalProps) {
  return (
    <DetailsModal opened={payment !== null} onClose={onClose} title="Vendor Payment Details" size="lg">
      {payment ? (
        <DetailList
          items={[
            { label: 'Payment ID', value: payment.payment_id },
            { label: 'Subscription ID', value: payment.subscription_id },
            { label: 'Vendor Name', value: payment.vendor_name },
            { label: 'Vendor Email', value: payment.vendor_email },
            { label: 'Business Name', value: payment.name_of_bussiness },
            { label: 'Payment Date', value: formatDateTime(payment.payment_date) },
            { label: 'Provider Payment ID', value: payment.payment_details.provider_payment_id },
            { label: 'Provider Signature', value: payment.payment_details.provider_signature },
            { label: 'Renewal Date', value: formatDate(payment.payment_details.renewal_date) },
            { label: 'Plan', value: payment.payment_details.plan_name },
            { label: 'Amount', value: formatRupees(payment.payment_details.price) },
          ]}
        />
      ) : null}
    </DetailsModal>
  );
}
