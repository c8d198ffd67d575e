import { Text } from '@mantine/core';
import type { OutboxDelivery, OutboxSortField } from '@seva/contract';
import { IconRefresh } from '@tabler/icons-react';
import { PagedDataTable, type PagedRows } from '@/components/paged-data-table';
import { actionsColumn } from '@/components/row-actions';
import { StatusBadge } from '@/components/status-badge';
import { statusColumn } from '@/components/status-column';
import { formatDateTime } from '@/lib/format';
import type { TableSort } from '@/lib/table-sort';
import { DeliveriesTexts, STATUS_COLORS, STATUS_WORDS } from '../texts';

interface DeliveriesTableProps extends PagedRows<OutboxDelivery> {
  sort: TableSort<OutboxSortField>;
  filtered: boolean;
  onRetry: (delivery: OutboxDelivery) => void;
}

const when = (at: string | null) => (at === null ? DeliveriesTexts.none : formatDateTime(at, { zone: true }));

/**
 * docs/product/deliveries.md#screen: each delivery's kind and key, a message's recipient (masked) and text,
 * status, attempts, the next attempt, the provider's id and the last error, newest first (`Created` sorts),
 * and `Retry` on a failed one.
 */
export function DeliveriesTable({ filtered, onRetry, ...paged }: DeliveriesTableProps) {
  return (
    <PagedDataTable<OutboxDelivery, OutboxSortField>
      aria-label={DeliveriesTexts.table}
      idAccessor="id"
      columns={[
        {
          accessor: 'created_at',
          title: 'Created',
          // The order they were enqueued (docs/product/deliveries.md#api).
          sortable: true,
          sortKey: 'id',
          noWrap: true,
          render: (d) => when(d.created_at),
        },
        {
          accessor: 'kind',
          title: 'Kind',
          render: (d) => (
            <Text size="sm" ff="monospace">
              {d.kind}
            </Text>
          ),
        },
        {
          accessor: 'dedupe_key',
          title: 'Key',
          render: (d) => (
            <Text size="sm" ff="monospace">
              {d.dedupe_key}
            </Text>
          ),
        },
        {
          accessor: 'recipient',
          title: 'Recipient',
          noWrap: true,
          // A message's phone as the server masks it: all but the last 4 digits.
          render: (d) => d.recipient ?? DeliveriesTexts.none,
        },
        {
          accessor: 'text',
          title: 'Text',
          width: '25%',
          render: (d) =>
            d.text === null ? (
              DeliveriesTexts.none
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {d.text}
              </Text>
            ),
        },
        statusColumn<OutboxDelivery>(
          {
            accessor: 'status',
            title: 'Status',
            render: (d) => (
              <StatusBadge color={STATUS_COLORS[d.status]}>{STATUS_WORDS[d.status]}</StatusBadge>
            ),
          },
          Object.values(STATUS_WORDS),
        ),
        {
          accessor: 'attempts',
          title: 'Attempts',
          noWrap: true,
          render: (d) => DeliveriesTexts.attempts(d.attempts),
        },
        {
          accessor: 'next_attempt_at',
          title: 'Next attempt',
          noWrap: true,
          render: (d) => when(d.next_attempt_at),
        },
        {
          accessor: 'provider_message_id',
          title: 'Provider id',
          render: (d) =>
            d.provider_message_id === null ? (
              DeliveriesTexts.none
            ) : (
              <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {d.provider_message_id}
              </Text>
            ),
        },
        {
          accessor: 'last_error',
          title: 'Last error',
          width: '20%',
          render: (d) =>
            d.last_error === null ? (
              DeliveriesTexts.none
            ) : (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {d.last_error}
              </Text>
            ),
        },
        actionsColumn<OutboxDelivery>({
          rowName: (d) => `delivery #${d.id}`,
          buttonsFrom: 1200,
          actions: (d) =>
            d.status === 'dead'
              ? [
                  {
                    label: DeliveriesTexts.retry,
                    icon: <IconRefresh size={14} aria-hidden />,
                    onClick: () => onRetry(d),
                  },
                ]
              : [],
        }),
      ]}
      emptyText={filtered ? DeliveriesTexts.noMatching : DeliveriesTexts.empty}
      {...paged}
    />
  );
}
