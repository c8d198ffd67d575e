import { Paper, Stack } from '@mantine/core';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListHeader, ListTitle } from '@/components/list-header';
import { pagedTableProps } from '@/components/paged-data-table';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useVendorBalances, VENDOR_BALANCES_API_PATH } from '../api/vendor-earnings';
import { VendorBalancesTable } from '../components/vendor-balances-table';
import { VendorEarningsTexts as T } from '../texts';

/**
 * /vendor-earnings (docs/product/vendor-ledger.md#vendor-earnings-screen): every vendor with a ledger and
 * its balance, by name, searched and exported as CSV; a vendor's name opens its ledger.
 */
export function VendorEarningsPage() {
  const paging = usePagedSearch();
  const balances = useVendorBalances({ q: paging.term, limit: paging.limit, offset: paging.offset });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="vendor-earnings-heading">
      <Stack gap="md">
        <ListHeader
          search={{ label: T.search, value: paging.search, onChange: paging.setSearch }}
          actions={<ExportCsvButton path={VENDOR_BALANCES_API_PATH} filters={{ q: paging.term }} />}
        >
          <ListTitle
            title={T.title}
            headingId="vendor-earnings-heading"
            summary={balances.data?.total === undefined ? undefined : T.summary(balances.data.total)}
          />
        </ListHeader>
        {balances.isError ? (
          <QueryErrorAlert error={balances.error} title={T.loadFailed} onRetry={() => balances.refetch()} />
        ) : (
          <VendorBalancesTable
            {...pagedTableProps(paging, balances, {
              records: balances.data?.data,
              total: balances.data?.total,
            })}
          />
        )}
      </Stack>
    </Paper>
  );
}
