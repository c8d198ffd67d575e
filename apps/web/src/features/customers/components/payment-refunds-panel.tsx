import { Button, Group, Text } from '@mantine/core';
import type { CustomerPayment } from '@seva/contract';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { Can } from '@/components/can';
import { PaymentRefunds } from '@/components/payment-refunds';
import { PaymentRefundStatusBadge } from '@/components/refund-status';
import { RefundTexts as T } from '../refund-texts';
import { RefundDialog } from './refund-dialog';

/**
 * The payment details dialog's refunds (docs/product/refunds-screens.md#payment-details-dialog): what was
 * refunded of the payment and what is left, its refund status, `Refund` (with payments.refund; disabled
 * when nothing is left) and the payment's refunds.
 */
export function PaymentRefundsPanel({ payment }: { payment: CustomerPayment }) {
  const [refunding, setRefunding] = useState(false);
  const nothingLeft = payment.refundable_amount <= 0;
  return (
    <>
      <PaymentRefunds
        paymentId={payment.payment_id}
        summary={
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              <Text size="sm">
                {T.summary(payment.refunded_amount, payment.payment_amount, payment.refundable_amount)}
              </Text>
              <PaymentRefundStatusBadge status={payment.refund_status} />
            </Group>
            <Can permission="payments.refund">
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconReceiptRefund size={16} aria-hidden />}
                disabled={nothingLeft}
                title={nothingLeft ? T.nothingLeft : undefined}
                onClick={() => setRefunding(true)}
              >
                {T.refund}
              </Button>
            </Can>
          </Group>
        }
      />
      <RefundDialog payment={refunding ? payment : null} onClose={() => setRefunding(false)} />
    </>
  );
}
