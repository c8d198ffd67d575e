import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import type { LedgerEntry } from '@seva/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Can } from '@/components/can';
import { DetailList } from '@/components/detail-list';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListHeader, ListTitle } from '@/components/list-header';
import { PagedDataTable, pagedTableProps } from '@/components/paged-data-table';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { formatDateTime, formatRupees } from '@/lib/format';
import { VENDOR_EARNINGS_PATH } from '@/lib/paths';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useVendorBalances, useVendorLedger, vendorLedgerApiPath } from '../api/vendor-earnings';
import { AdjustDialog } from '../components/adjust-dialog';
import { LEDGER_TYPE_WORDS, VendorEarningsTexts as T } from '../texts';

const idOr = (id: number | null) => (id === null ? T.never : String(id));

/**
 * /vendor-earnings/{vendorId} (docs/product/vendor-ledger.md#vendor-earnings-screen): the vendor's
 * balance, earned and paid out, and its ledger newest first, exported as CSV; `Adjust balance` for a
 * member with `ledger.adjust`.
 */
export function VendorLedgerPage() {
  const vendorId = Number(useParams().vendorId);
  const paging = usePagedSearch();
  const [adjusting, setAdjusting] = useState(false);
  const figures = useVendorBalances({ q: '', vendorId, limit: 1, offset: 0 });
  const ledger = useVendorLedger({ vendorId, limit: paging.limit, offset: paging.offset });
  const balance = figures.data?.data[0];
  const name = balance?.vendor_name ?? T.unnamed(vendorId);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="vendor-ledger-heading">
      <Stack gap="md">
        <Anchor component={Link} to={VENDOR_EARNINGS_PATH} size="sm">
          {T.back}
        </Anchor>
        <ListHeader
          actions={
            <>
              <Can permission="ledger.adjust">
                <Button onClick={() => setAdjusting(true)}>{T.adjust}</Button>
              </Can>
              <ExportCsvButton path={vendorLedgerApiPath(vendorId)} filters={{}} />
            </>
          }
        >
          <ListTitle
            title={T.ledgerTitle(name)}
            headingId="vendor-ledger-heading"
            summary={ledger.data?.total === undefined ? undefined : T.ledgerSummary(ledger.data.total)}
          />
        </ListHeader>
        <DetailList
          cols={4}
          items={[
            { label: T.balance, value: formatRupees(balance?.balance ?? 0) },
            { label: T.earned, value: formatRupees(balance?.earned ?? 0) },
            { label: T.paidOut, value: formatRupees(balance?.paid_out ?? 0) },
            {
              label: T.lastPayout,
              value: balance?.last_payout_at
                ? formatDateTime(balance.last_payout_at, { zone: true })
                : T.never,
            },
          ]}
        />
        {ledger.isError ? (
          <QueryErrorAlert error={ledger.error} title={T.ledgerLoadFailed} onRetry={() => ledger.refetch()} />
        ) : (
          <PagedDataTable<LedgerEntry>
            aria-label={T.ledgerTable}
            idAccessor="entry_id"
            columns={[
              {
                accessor: 'created_at',
                title: T.date,
                noWrap: true,
                render: (e) => formatDateTime(e.created_at, { zone: true }),
              },
              { accessor: 'type', title: T.type, render: (e) => LEDGER_TYPE_WORDS[e.type] },
              {
                accessor: 'amount',
                title: T.amount,
                textAlign: 'right',
                noWrap: true,
                render: (e) => formatRupees(e.amount),
              },
              {
                accessor: 'commission',
                title: T.commission,
                textAlign: 'right',
                noWrap: true,
                render: (e) => formatRupees(e.commission),
              },
              { accessor: 'booking_id', title: T.booking, render: (e) => idOr(e.booking_id) },
              { accessor: 'refund_id', title: T.refund, render: (e) => idOr(e.refund_id) },
              { accessor: 'payout_id', title: T.payout, render: (e) => idOr(e.payout_id) },
              {
                accessor: 'reason',
                title: T.reason,
                render: (e) => (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {e.reason ?? T.never}
                  </Text>
                ),
              },
            ]}
            emptyText={T.noEntries}
            {...pagedTableProps(paging, ledger, { records: ledger.data?.data, total: ledger.data?.total })}
          />
        )}
      </Stack>
      <AdjustDialog
        vendorId={vendorId}
        vendorName={name}
        opened={adjusting}
        onClose={() => setAdjusting(false)}
      />
    </Paper>
  );
}
