import {
  Center,
  Grid,
  Group,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { complaintStatuses } from '@seva/contract';
import { useMemo, useState } from 'react';
import { usePermission } from '@/components/can';
import { ExportCsvButton } from '@/components/export-csv-button';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { SearchInput } from '@/components/search-input';
import { flagParam, oneOfParam, optionalOneOfParam } from '@/lib/url-params';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useRowSelection } from '@/lib/use-row-selection';
import type { ComplaintListParams } from '../api/complaint-query';
import { useComplaints } from '../api/use-complaints';
import type { ComplaintKind, ComplaintView } from '../complaint-view';
import { BulkResolveBar } from '../components/bulk-resolve-bar';
import { ComplaintDetail } from '../components/complaint-detail';
import { ComplaintFilters } from '../components/complaint-filters';
import { ComplaintList } from '../components/complaint-list';
import { COMPLAINTS_PAGE_SIZE, ComplaintTexts } from '../texts';
import { useNow } from '../use-now';

const KINDS: { value: ComplaintKind; label: string }[] = [
  { value: 'vendor', label: ComplaintTexts.vendor },
  { value: 'customer', label: ComplaintTexts.customer },
];

const complaintIdOf = (complaint: ComplaintView) => complaint.id;

function isComplaintKind(value: string): value is ComplaintKind {
  return value === 'vendor' || value === 'customer';
}

/** The list's settings in the URL beside `q` and `page`: `/admincomplains?kind=customer&status=open&oldest=1`. */
const COMPLAINTS_URL = {
  kind: oneOfParam<ComplaintKind>(['vendor', 'customer'], 'vendor'),
  status: optionalOneOfParam(complaintStatuses),
  oldest: flagParam(),
};

/** /admincomplains: vendor or customer complaints, searched and paged on the server, with a detail pane. */
export function ComplaintsPage() {
  const [selected, setSelected] = useState<ComplaintView | null>(null);
  const { search, setSearch, term, page, setPage, limit, offset, filters, setFilters } = usePagedSearch({
    pageSize: COMPLAINTS_PAGE_SIZE,
    filters: COMPLAINTS_URL,
  });
  const { kind } = filters;
  const now = useNow();

  const listFilters: Pick<ComplaintListParams, 'status' | 'sort'> = {
    status: filters.status ?? undefined,
    sort: filters.oldest ? '-age' : undefined,
  };
  const query = useComplaints(kind, { q: term, limit, offset, ...listFilters });
  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const checked = useRowSelection(items, complaintIdOf);
  // Resolving several at once is working on complaints (docs/product/team.md#what-the-web-shows).
  const canWork = usePermission('complaints.work');
  // The list's copy is the freshest after a change; a complaint the filter no longer shows keeps the last one seen.
  const shown = selected?.kind === kind ? (items.find((item) => item.id === selected.id) ?? selected) : null;
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / COMPLAINTS_PAGE_SIZE));

  const changeKind = (value: string) => {
    if (!isComplaintKind(value)) return;
    setFilters({ kind: value });
    setSelected(null);
    checked.clear();
  };

  const listLabel = kind === 'vendor' ? 'Vendor complaints' : 'Customer complaints';

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {ComplaintTexts.title}
      </Title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <SegmentedControl
          aria-label={ComplaintTexts.toggle}
          data={KINDS}
          value={kind}
          onChange={changeKind}
          color="teal"
        />
        <Group gap="sm" align="flex-end">
          <ComplaintFilters
            value={{ status: filters.status, oldestFirst: filters.oldest }}
            onChange={(next) => setFilters({ status: next.status, oldest: next.oldestFirst })}
          />
          <SearchInput
            label={ComplaintTexts.search}
            value={search}
            onChange={setSearch}
            w={{ base: '100%', xs: 320 }}
          />
          <ExportCsvButton
            path={
              kind === 'vendor' ? '/admin/data/getvendorscomplaints' : '/admin/data/getCUSTOMERCOMPLAINTS'
            }
            filters={{ q: term, ...listFilters }}
          />
        </Group>
      </Group>

      {canWork ? <BulkResolveBar kind={kind} selection={checked} /> : null}

      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper
            withBorder
            radius="md"
            component="section"
            aria-label={listLabel}
            aria-busy={query.isFetching}
          >
            {query.isPending ? (
              <Center p="xl" role="status">
                <Group gap="sm">
                  <Loader size="sm" />
                  <Text size="sm">{ComplaintTexts.loading}</Text>
                </Group>
              </Center>
            ) : query.isError && items.length === 0 ? (
              <QueryErrorAlert
                m="md"
                error={query.error}
                onRetry={() => query.refetch()}
                retryLabel={ComplaintTexts.retry}
              />
            ) : items.length === 0 ? (
              <Text p="xl" ta="center" c="dimmed" role="status">
                {term ? ComplaintTexts.noMatch : ComplaintTexts.empty}
              </Text>
            ) : (
              <>
                <ComplaintList
                  label={listLabel}
                  items={items}
                  selectedId={shown?.id ?? null}
                  highlight={term}
                  onSelect={setSelected}
                  now={now}
                  checked={canWork ? checked.isSelected : undefined}
                  onCheck={canWork ? checked.toggle : undefined}
                />
                <Group justify="space-between" p="sm" gap="xs">
                  <Text size="xs" c="dimmed" aria-live="polite">
                    {total} {total === 1 ? 'complaint' : 'complaints'}
                  </Text>
                  {pages > 1 ? (
                    <Pagination
                      size="sm"
                      total={pages}
                      value={page}
                      onChange={setPage}
                      siblings={0}
                      aria-label="Complaint pages"
                      getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                      getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
                    />
                  ) : null}
                </Group>
              </>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ComplaintDetail complaint={shown} highlight={term} now={now} onChanged={setSelected} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
