import { type MantineColor, Stack, Text } from '@mantine/core';
import type { PaymentRefundStatus, Refund, RefundStatus } from '@seva/contract';
import type { DataTableColumn } from 'mantine-datatable';
import { StatusBadge } from './status-badge';
import { statusColumn } from './status-column';

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

/** A refunds table's `Status`: the badge, and why the provider refused it when it did. */
export function refundStatusColumn(): DataTableColumn<Refund> {
  return statusColumn<Refund>(
    {
      accessor: 'status',
      title: 'Status',
      render: (r) => (
        <Stack gap={2} align="flex-start">
          <RefundStatusBadge status={r.status} />
          {r.failure_reason ? (
            <Text size="xs" c="dimmed">
              {r.failure_reason}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    Object.values(REFUND_STATUS_WORDS),
  );
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
