import { Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  OUTBOX_KIND_PATTERN,
  OUTBOX_STATUSES,
  type OutboxDelivery,
  type OutboxStatus,
  outboxSortFields,
} from '@seva/contract';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListHeader, ListTitle } from '@/components/list-header';
import { pagedTableProps } from '@/components/paged-data-table';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { errorMessage } from '@/lib/api-error';
import { optionalOneOfParam, type UrlParam } from '@/lib/url-params';
import { SEARCH_DEBOUNCE_MS, usePagedSearch } from '@/lib/use-paged-search';
import { DELIVERIES_SORT, useDeliveries } from '../api/get-deliveries';
import { useRetryDelivery } from '../api/retry-delivery';
import { DeliveriesTable } from '../components/deliveries-table';
import { DeliveriesTexts, STATUS_WORDS } from '../texts';

/** A delivery kind as the API takes it (`refund.request`), or null; anything else reads as none. */
function kindParam(): UrlParam<string | null> {
  return {
    fallback: null,
    parse: (text) => (OUTBOX_KIND_PATTERN.test(text.trim()) ? text.trim() : undefined),
    format: (value) => value ?? '',
  };
}

/** The screen's settings in its URL: `/deliveries?status=dead&kind=refund.request&sort=id&page=2`. */
const DELIVERIES_URL = {
  status: optionalOneOfParam(OUTBOX_STATUSES),
  kind: kindParam(),
  sort: DELIVERIES_SORT,
};

/** The Select's value for no status. */
const ANY = 'any';

/**
 * /deliveries (docs/product/deliveries.md#screen): every call to the outside world, newest first, by
 * status and kind, refreshed while open; a failed one is retried from its row.
 */
export function DeliveriesPage() {
  const paging = usePagedSearch({ filters: DELIVERIES_URL });
  const { filters, setFilters } = paging;
  const { status, kind, sort } = filters;
  // What the kind box shows: the URL's kind, or text still being typed.
  const [kindText, setKindText] = useState(kind ?? '');
  useEffect(() => {
    setKindText((current) => (current.trim() === (kind ?? '') ? current : (kind ?? '')));
  }, [kind]);
  const kindValid = kindText.trim() === '' || OUTBOX_KIND_PATTERN.test(kindText.trim());
  const writeKind = useDebouncedCallback((text: string) => {
    const trimmed = text.trim();
    if (trimmed === '' || OUTBOX_KIND_PATTERN.test(trimmed))
      setFilters({ kind: trimmed || null }, { replace: true });
  }, SEARCH_DEBOUNCE_MS);

  const deliveries = useDeliveries({ status, kind, sort, limit: paging.limit, offset: paging.offset });
  const [confirming, setConfirming] = useState<OutboxDelivery | null>(null);
  const retry = useRetryDelivery();

  async function confirmRetry() {
    if (!confirming) return;
    const { id } = confirming;
    try {
      await retry.mutateAsync(id);
      notifications.show({ color: 'teal', message: DeliveriesTexts.retried(id) });
    } catch (error) {
      notifications.show({ color: 'red', message: DeliveriesTexts.retryFailed(id, errorMessage(error)) });
    } finally {
      retry.reset();
      setConfirming(null);
    }
  }

  const filtered = status !== null || kind !== null;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="deliveries-heading">
        <Stack gap="md">
          <ListHeader actions={<ExportCsvButton path="/admin/outbox" filters={{ status, kind, sort }} />}>
            <ListTitle
              title={DeliveriesTexts.title}
              headingId="deliveries-heading"
              summary={
                deliveries.data?.total === undefined
                  ? undefined
                  : DeliveriesTexts.summary(deliveries.data.total)
              }
            />
          </ListHeader>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={DeliveriesTexts.statusFilter}
              data={[
                { value: ANY, label: DeliveriesTexts.anyStatus },
                ...OUTBOX_STATUSES.map((value) => ({ value, label: STATUS_WORDS[value] })),
              ]}
              value={status ?? ANY}
              onChange={(value) =>
                setFilters({ status: value === ANY || !value ? null : (value as OutboxStatus) })
              }
              allowDeselect={false}
              w={180}
            />
            <TextInput
              label={DeliveriesTexts.kindFilter}
              placeholder={DeliveriesTexts.kindPlaceholder}
              w={240}
              value={kindText}
              error={kindValid ? undefined : DeliveriesTexts.kindInvalid}
              onChange={(event) => {
                setKindText(event.currentTarget.value);
                writeKind(event.currentTarget.value);
              }}
            />
            {filtered ? (
              <Button
                variant="default"
                onClick={() => {
                  writeKind.cancel();
                  setKindText('');
                  setFilters({ status: null, kind: null });
                }}
              >
                {DeliveriesTexts.clearFilters}
              </Button>
            ) : null}
          </Group>
          {deliveries.isError ? (
            <QueryErrorAlert
              error={deliveries.error}
              title={DeliveriesTexts.loadFailed}
              onRetry={() => deliveries.refetch()}
            />
          ) : (
            <DeliveriesTable
              {...pagedTableProps(paging, deliveries, {
                records: deliveries.data?.data,
                total: deliveries.data?.total,
              })}
              sort={{ value: sort, fields: outboxSortFields, onChange: (next) => setFilters({ sort: next }) }}
              filtered={filtered}
              onRetry={setConfirming}
            />
          )}
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming ? DeliveriesTexts.confirmRetry(confirming.id) : ''}
        confirmLabel={DeliveriesTexts.retry}
        confirmColor="teal"
        loading={retry.isPending}
        onConfirm={confirmRetry}
        onCancel={() => setConfirming(null)}
      >
        {DeliveriesTexts.retryDetail}
      </ConfirmDialog>
    </Stack>
  );
}
