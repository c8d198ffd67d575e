import { Anchor } from '@mantine/core';
import type { VendorBalance } from '@seva/contract';
import { Link } from 'react-router';
import { PagedDataTable, type PagedTableProps } from '@/components/paged-data-table';
import { formatDateTime, formatRupees } from '@/lib/format';
import { VENDOR_EARNINGS_PATH } from '@/lib/paths';
import { VendorEarningsTexts as T } from '../texts';

const nameOf = (row: VendorBalance) => row.vendor_name ?? T.unnamed(row.vendor_id);
const money = (accessor: 'balance' | 'earned' | 'paid_out', title: string) => ({
  accessor,
  title,
  textAlign: 'right' as const,
  noWrap: true,
  render: (row: VendorBalance) => formatRupees(row[accessor]),
});

/**
 * docs/product/vendor-ledger.md#vendor-earnings-screen: each vendor with a ledger, its balance, what it
 * earned and was paid out, and its last payout; the vendor's name opens its ledger.
 */
export function VendorBalancesTable({ searching, ...paged }: PagedTableProps<VendorBalance>) {
  return (
    <PagedDataTable<VendorBalance>
      aria-label={T.table}
      idAccessor="vendor_id"
      columns={[
        {
          accessor: 'vendor_name',
          title: T.vendor,
          render: (row) => (
            <Anchor
              component={Link}
              to={`${VENDOR_EARNINGS_PATH}/${row.vendor_id}`}
              aria-label={T.openLedger(nameOf(row))}
              size="sm"
            >
              {nameOf(row)}
            </Anchor>
          ),
        },
        money('balance', T.balance),
        money('earned', T.earned),
        money('paid_out', T.paidOut),
        {
          accessor: 'last_payout_at',
          title: T.lastPayout,
          noWrap: true,
          render: (row) =>
            row.last_payout_at ? formatDateTime(row.last_payout_at, { zone: true }) : T.never,
        },
      ]}
      emptyText={searching ? T.noMatching : T.empty}
      {...paged}
    />
  );
}
