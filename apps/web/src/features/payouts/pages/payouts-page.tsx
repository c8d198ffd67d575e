import { Button, Group, Paper, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PAYOUT_STATUSES, PayoutMessages, type PayoutStatus, payoutSortFields } from '@seva/contract';
import { useState } from 'react';
import { Can } from '@/components/can';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListHeader, ListTitle } from '@/components/list-header';
import { pagedTableProps } from '@/components/paged-data-table';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { errorMessage } from '@/lib/api-error';
import { optionalOneOfParam } from '@/lib/url-params';
import { usePagedSearch } from '@/lib/use-paged-search';
import { PAYOUTS_API_PATH, PAYOUTS_SORT, usePayouts } from '../api/get-payouts';
import { useRunPayouts } from '../api/run-payouts';
import { PAYOUT_STATUS_WORDS } from '../components/payout-status';
import { PayoutsTable } from '../components/payouts-table';
import { PayoutsTexts } from '../texts';

/** The screen's settings in its URL beside `page`: `/payouts?status=processed&sort=-amount`. */
const PAYOUTS_URL = {
  status: optionalOneOfParam(PAYOUT_STATUSES),
  sort: PAYOUTS_SORT,
};

/** The Select's value for no status. */
const ANY = 'any';

/**
 * /payouts (docs/product/payouts.md#screen): every payout to a vendor, newest first, by status, exported
 * as CSV; `Run payout` (payouts.manage, a two-step code asked by the api client) pays every vendor owed
 * enough after a confirmation. The payout live events refresh it while it is open, so a payout moves to
 * Processed without a reload (app/live-events/live-event-queries.ts).
 */
export function PayoutsPage() {
  const paging = usePagedSearch({ filters: PAYOUTS_URL });
  const { filters, setFilters } = paging;
  const { status, sort } = filters;
  const payouts = usePayouts({ status, sort, limit: paging.limit, offset: paging.offset });
  const [confirming, setConfirming] = useState(false);
  const run = useRunPayouts();

  async function confirmRun() {
    try {
      const outcome = await run.mutateAsync({});
      notifications.show({
        color: 'teal',
        message: PayoutMessages.ran(outcome.payouts.length, outcome.skipped.length),
      });
    } catch (error) {
      notifications.show({ color: 'red', message: PayoutsTexts.runFailed(errorMessage(error)) });
    } finally {
      run.reset();
      setConfirming(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="payouts-heading">
      <Stack gap="md">
        <ListHeader
          actions={
            <Group gap="sm">
              <Can permission="payouts.manage">
                <Button onClick={() => setConfirming(true)}>{PayoutsTexts.run}</Button>
              </Can>
              <ExportCsvButton path={PAYOUTS_API_PATH} filters={{ status, sort }} />
            </Group>
          }
        >
          <ListTitle
            title={PayoutsTexts.title}
            headingId="payouts-heading"
            summary={payouts.data?.total === undefined ? undefined : PayoutsTexts.summary(payouts.data.total)}
          />
        </ListHeader>
        <Group gap="sm" align="flex-end">
          <Select
            label={PayoutsTexts.statusFilter}
            data={[
              { value: ANY, label: PayoutsTexts.anyStatus },
              ...PAYOUT_STATUSES.map((value) => ({ value, label: PAYOUT_STATUS_WORDS[value] })),
            ]}
            value={status ?? ANY}
            onChange={(value) =>
              setFilters({ status: value === ANY || !value ? null : (value as PayoutStatus) })
            }
            allowDeselect={false}
            w={180}
          />
        </Group>
        {payouts.isError ? (
          <QueryErrorAlert
            error={payouts.error}
            title={PayoutsTexts.loadFailed}
            onRetry={() => payouts.refetch()}
          />
        ) : (
          <PayoutsTable
            {...pagedTableProps(paging, payouts, { records: payouts.data?.data, total: payouts.data?.total })}
            sort={{ value: sort, fields: payoutSortFields, onChange: (next) => setFilters({ sort: next }) }}
            statusFiltered={status !== null}
          />
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={PayoutsTexts.confirmRun}
        confirmLabel={PayoutsTexts.confirm}
        confirmColor="teal"
        loading={run.isPending}
        onConfirm={confirmRun}
        onCancel={() => setConfirming(false)}
      >
        {PayoutsTexts.confirmRunDetail}
      </ConfirmDialog>
    </Paper>
  );
}
