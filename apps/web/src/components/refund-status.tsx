import type { MantineColor } from '@mantine/core';
import type { PaymentRefundStatus, RefundStatus } from '@seva/contract';
import { StatusBadge } from './status-badge';

/**
 * A refund's status as the screens write it (docs/product/refunds-screens.md#screens): `pending` (waiting
 * for its delivery to the provider), `requested` (the provider accepted it), then `processed` or `failed`.
 */
export const REFUND_STATUS_WORDS: Record<RefundStatus, string> = {
  pending: 'Pending',
  requested: 'Requested',
  processed: 'Processed',
  failed: 'Failed',
};

const REFUND_STATUS_COLORS: Record<RefundStatus, MantineColor> = {
  pending: 'blue',
  requested: 'yellow',
  processed: 'teal',
  failed: 'red',
};

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  return <StatusBadge color={REFUND_STATUS_COLORS[status]}>{REFUND_STATUS_WORDS[status]}</StatusBadge>;
}

/**
 * A customer payment's refunds in one word (`refund_status`): `None`, `Partial` (some of it refunded),
 * `Full` (all of it), `Pending` (a refund on its way).
 */
export const PAYMENT_REFUND_STATUS_WORDS: Record<PaymentRefundStatus, string> = {
  none: 'None',
  partial: 'Partial',
  full: 'Full',
  pending: 'Pending',
};

const PAYMENT_REFUND_STATUS_COLORS: Record<PaymentRefundStatus, MantineColor> = {
  none: 'gray',
  partial: 'yellow',
  full: 'teal',
  pending: 'blue',
};

export function PaymentRefundStatusBadge({ status }: { status: PaymentRefundStatus }) {
  return (
    <StatusBadge color={PAYMENT_REFUND_STATUS_COLORS[status]}>
      {PAYMENT_REFUND_STATUS_WORDS[status]}
    </StatusBadge>
  );
}
