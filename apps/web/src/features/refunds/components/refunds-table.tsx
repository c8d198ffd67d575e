import { Text } from '@mantine/core';
import type { Refund, RefundSortField } from '@seva/contract';
import { PagedDataTable, type PagedTableProps } from '@/components/paged-data-table';
import { refundStatusColumn } from '@/components/refund-status';
import { formatDateTime, formatRupees } from '@/lib/format';
import type { TableSort } from '@/lib/table-sort';
import { RefundsTexts } from '../texts';

interface RefundsTableProps extends PagedTableProps<Refund> {
  sort: TableSort<RefundSortField>;
  /** A status narrows the list (as a search does): the empty text says so. */
  statusFiltered: boolean;
}

const when = (at: string | null) => (at === null ? RefundsTexts.notYet : formatDateTime(at, { zone: true }));

/**
 * docs/product/refunds-screens.md#refunds: each refund's id, customer, booking, amount, reason, status
 * (with the provider's reason when it failed), who asked, when, and when it was processed. `Refund ID`,
 * `Amount` and `Requested` sort on the server.
 */
export function RefundsTable({ searching, statusFiltered, ...paged }: RefundsTableProps) {
  return (
    <PagedDataTable<Refund, RefundSortField>
      aria-label={RefundsTexts.table}
      idAccessor="refund_id"
      columns={[
        { accessor: 'refund_id', title: 'Refund ID', sortable: true, noWrap: true },
        { accessor: 'customer_name', title: 'Customer' },
        { accessor: 'booking_id', title: 'Booking', noWrap: true },
        {
          accessor: 'amount',
          title: 'Amount',
          sortable: true,
          textAlign: 'right',
          noWrap: true,
          render: (r) => formatRupees(r.amount),
        },
        {
          accessor: 'reason',
          title: 'Reason',
          width: '24%',
          render: (r) => (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {r.reason}
            </Text>
          ),
        },
        refundStatusColumn(),
        { accessor: 'requested_by_name', title: 'Requested by' },
        {
          accessor: 'created_at',
          title: 'Requested',
          sortable: true,
          noWrap: true,
          render: (r) => when(r.created_at),
        },
        { accessor: 'processed_at', title: 'Processed', noWrap: true, render: (r) => when(r.processed_at) },
      ]}
      emptyText={searching || statusFiltered ? RefundsTexts.noMatching : RefundsTexts.empty}
      {...paged}
    />
  );
}
