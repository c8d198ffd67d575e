import type { Payout, PayoutSortField } from '@seva/contract';
import { PagedDataTable, type PagedTableProps } from '@/components/paged-data-table';
import { formatDateTime, formatRupees } from '@/lib/format';
import type { TableSort } from '@/lib/table-sort';
import { PayoutsTexts } from '../texts';
import { payoutStatusColumn } from './payout-status';

interface PayoutsTableProps extends PagedTableProps<Payout> {
  sort: TableSort<PayoutSortField>;
  /** A status narrows the list: the empty text says so. */
  statusFiltered: boolean;
}

const when = (at: string | null) => (at === null ? PayoutsTexts.notYet : formatDateTime(at, { zone: true }));

/**
 * docs/product/payouts.md#screen: each payout's id, vendor, amount, status (with why it did not go
 * through), the bank's UTR, when it was made and when processed. `Payout ID`, `Amount` and `Created` sort
 * on the server.
 */
export function PayoutsTable({ searching, statusFiltered, ...paged }: PayoutsTableProps) {
  return (
    <PagedDataTable<Payout, PayoutSortField>
      aria-label={PayoutsTexts.table}
      idAccessor="payout_id"
      columns={[
        { accessor: 'payout_id', title: 'Payout ID', sortable: true, noWrap: true },
        { accessor: 'vendor_name', title: 'Vendor' },
        {
          accessor: 'amount',
          title: 'Amount',
          sortable: true,
          textAlign: 'right',
          noWrap: true,
          render: (p) => formatRupees(p.amount),
        },
        payoutStatusColumn(),
        { accessor: 'utr', title: 'UTR', noWrap: true, render: (p) => p.utr ?? PayoutsTexts.notYet },
        {
          accessor: 'created_at',
          title: 'Created',
          sortable: true,
          noWrap: true,
          render: (p) => when(p.created_at),
        },
        { accessor: 'processed_at', title: 'Processed', noWrap: true, render: (p) => when(p.processed_at) },
      ]}
      emptyText={searching || statusFiltered ? PayoutsTexts.noMatching : PayoutsTexts.empty}
      {...paged}
    />
  );
}
