import { Stack, Text, Title } from '@mantine/core';
import type { Refund } from '@seva/contract';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { usePaymentRefunds } from '@/api/get-payment-refunds';
import { formatDateTime, formatRupees } from '@/lib/format';
import { DataTable } from './data-table';
import { LoadingIndicator } from './loading-indicator';
import { QueryErrorAlert } from './query-error-alert';
import { refundStatusColumn } from './refund-status';

/** The words of a payment's refunds (docs/product/refunds-screens.md#a-payments-refunds). */
export const PaymentRefundsTexts = {
  heading: 'Refunds',
  table: (paymentId: number) => `Refunds of payment ${paymentId}`,
  empty: 'No refunds yet',
  loadFailed: 'Failed to fetch the refunds',
  requestedBy: (name: string) => `by ${name}`,
  notYet: '—',
} as const;

const COLUMNS: DataTableColumn<Refund>[] = [
  {
    accessor: 'amount',
    title: 'Amount',
    textAlign: 'right',
    noWrap: true,
    render: (r) => formatRupees(r.amount),
  },
  refundStatusColumn(),
  {
    accessor: 'reason',
    title: 'Reason',
    render: (r) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {r.reason}
      </Text>
    ),
  },
  {
    accessor: 'created_at',
    title: 'Requested',
    render: (r) => (
      <Stack gap={0}>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(r.created_at, { zone: true })}
        </Text>
        <Text size="xs" c="dimmed">
          {PaymentRefundsTexts.requestedBy(r.requested_by_name)}
        </Text>
      </Stack>
    ),
  },
  {
    accessor: 'processed_at',
    title: 'Processed',
    noWrap: true,
    render: (r) =>
      r.processed_at === null ? PaymentRefundsTexts.notYet : formatDateTime(r.processed_at, { zone: true }),
  },
];

interface PaymentRefundsProps {
  /** The customer payment (customer_payments.payment_id) whose refunds to show. */
  paymentId: number;
  /** Under the heading: what the screen says of the payment's refunds, and its refund action where offered. */
  summary?: ReactNode;
}

/**
 * The refunds of one customer payment, newest first: amount, status (with the provider's reason when it
 * failed), reason, when and by whom it was asked, and when it was processed. Refreshed by the refund live
 * events (app/live-events/live-event-queries.ts), so a refund moves to `Processed` while it is open.
 */
export function PaymentRefunds({ paymentId, summary }: PaymentRefundsProps) {
  const refunds = usePaymentRefunds(paymentId);
  return (
    <Stack gap="xs" component="section" aria-labelledby={`payment-refunds-${paymentId}`}>
      <Title order={4} size="h5" id={`payment-refunds-${paymentId}`}>
        {PaymentRefundsTexts.heading}
      </Title>
      {summary}
      {refunds.isPending ? (
        <LoadingIndicator />
      ) : refunds.isError ? (
        <QueryErrorAlert
          error={refunds.error}
          title={PaymentRefundsTexts.loadFailed}
          onRetry={() => refunds.refetch()}
        />
      ) : refunds.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {PaymentRefundsTexts.empty}
        </Text>
      ) : (
        <DataTable<Refund>
          aria-label={PaymentRefundsTexts.table(paymentId)}
          idAccessor="refund_id"
          columns={COLUMNS}
          records={refunds.data}
          minHeight={0}
        />
      )}
    </Stack>
  );
}
