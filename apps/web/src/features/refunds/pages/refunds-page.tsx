import { Group, Paper, Select, Stack } from '@mantine/core';
import { REFUND_STATUSES, type RefundStatus, refundSortFields } from '@seva/contract';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListHeader, ListTitle } from '@/components/list-header';
import { pagedTableProps } from '@/components/paged-data-table';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { REFUND_STATUS_WORDS } from '@/components/refund-status';
import { optionalOneOfParam } from '@/lib/url-params';
import { usePagedSearch } from '@/lib/use-paged-search';
import { REFUNDS_API_PATH, REFUNDS_SORT, useRefunds } from '../api/get-refunds';
import { RefundsTable } from '../components/refunds-table';
import { RefundsTexts } from '../texts';

/** The screen's settings in its URL beside `q` and `page`: `/refunds?status=failed&q=nayar&sort=-amount`. */
const REFUNDS_URL = {
  status: optionalOneOfParam(REFUND_STATUSES),
  sort: REFUNDS_SORT,
};

/** The Select's value for no status. */
const ANY = 'any';

/**
 * /refunds (docs/product/refunds-screens.md#refunds): every refund of a customer payment, newest first, by
 * status and customer name, exported as CSV; the refund live events refresh it while it is open
 * (app/live-events/live-event-queries.ts).
 */
export function RefundsPage() {
  const paging = usePagedSearch({ filters: REFUNDS_URL });
  const { filters, setFilters } = paging;
  const { status, sort } = filters;
  const refunds = useRefunds({
    status,
    q: paging.term,
    sort,
    limit: paging.limit,
    offset: paging.offset,
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="refunds-heading">
      <Stack gap="md">
        <ListHeader
          search={{ label: RefundsTexts.search, value: paging.search, onChange: paging.setSearch }}
          actions={<ExportCsvButton path={REFUNDS_API_PATH} filters={{ status, q: paging.term, sort }} />}
        >
          <ListTitle
            title={RefundsTexts.title}
            headingId="refunds-heading"
            summary={refunds.data?.total === undefined ? undefined : RefundsTexts.summary(refunds.data.total)}
          />
        </ListHeader>
        <Group gap="sm" align="flex-end">
          <Select
            label={RefundsTexts.statusFilter}
            data={[
              { value: ANY, label: RefundsTexts.anyStatus },
              ...REFUND_STATUSES.map((value) => ({ value, label: REFUND_STATUS_WORDS[value] })),
            ]}
            value={status ?? ANY}
            onChange={(value) =>
              setFilters({ status: value === ANY || !value ? null : (value as RefundStatus) })
            }
            allowDeselect={false}
            w={180}
          />
        </Group>
        {refunds.isError ? (
          <QueryErrorAlert
            error={refunds.error}
            title={RefundsTexts.loadFailed}
            onRetry={() => refunds.refetch()}
          />
        ) : (
          <RefundsTable
            {...pagedTableProps(paging, refunds, { records: refunds.data?.data, total: refunds.data?.total })}
            sort={{ value: sort, fields: refundSortFields, onChange: (next) => setFilters({ sort: next }) }}
            statusFiltered={status !== null}
          />
        )}
      </Stack>
    </Paper>
  );
}
