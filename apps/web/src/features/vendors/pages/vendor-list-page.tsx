import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import {
  type Vendor,
  type VendorSortField,
  type VendorState,
  type VendorView,
  vendorSortFields,
} from '@seva/contract';
import { IconPlus, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BulkActionBar } from '@/components/bulk-action-bar';
import { useCanOpen, usePermission } from '@/components/can';
import { ExportCsvButton } from '@/components/export-csv-button';
import { PagedDataTable } from '@/components/paged-data-table';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useRowSelection } from '@/lib/use-row-selection';
import { useVendors } from '../api/get-vendors';
import { VENDOR_LIST_URL, VENDOR_PAGE_SIZE, vendorListParams } from '../api/vendor-list-request';
import { CategoryFilterMenu } from '../components/category-filter-menu';
import { VENDOR_STATUS_OPTIONS, VENDOR_VIEW_OPTIONS, vendorColumns } from '../components/vendor-columns';
import { VendorTexts } from '../messages';

// The dialogs load on first use, so the first rows do not wait for their code.
const VendorDetailsModal = lazy(() =>
  import('../components/vendor-details-modal').then((m) => ({ default: m.VendorDetailsModal })),
);
const EditVendorDialog = lazy(() =>
  import('../components/edit-vendor-dialog').then((m) => ({ default: m.EditVendorDialog })),
);
const VendorActionDialog = lazy(() =>
  import('../components/vendor-action-dialog').then((m) => ({ default: m.VendorActionDialog })),
);

const vendorIdOf = (vendor: Vendor) => vendor.vendor_id;

/** The Status select's value for no status: every unblocked vendor. */
const ANY_STATUS = 'any';

/**
 * /managevendor: unblocked vendors by subscription view and status, searched, filtered, sorted and paged
 * on the server; every setting is kept in the URL (docs/product/vendors.md#the-address).
 */
export function VendorListPage() {
  const paging = usePagedSearch({ pageSize: VENDOR_PAGE_SIZE, filters: VENDOR_LIST_URL });
  const { search, setSearch, term: q, page, setPage, filters, setFilters } = paging;
  const params = vendorListParams({ ...filters, q, page });
  const { view, status, category, sort } = params;
  const [detailsOf, setDetailsOf] = useState<Vendor | null>(null);
  const [actionsFor, setActionsFor] = useState<Vendor | null>(null);
  const [editing, setEditing] = useState<Vendor | null>(null);

  const vendors = useVendors(params);
  // What the member's role allows (docs/product/team.md#what-the-web-shows).
  const canBlock = usePermission('vendors.block');
  const canEdit = usePermission('vendors.decide');
  const canExport = usePermission('reports.export');
  const canAdd = useCanOpen('/addvendor');
  const columns = useMemo(
    () =>
      vendorColumns(view, {
        onOpenDetails: setDetailsOf,
        onOpenActions: canBlock ? setActionsFor : undefined,
        onEditDetails: canEdit ? setEditing : undefined,
        rejected: status === 'rejected',
      }),
    [view, canBlock, canEdit, status],
  );
  const records = useMemo(() => vendors.data?.data ?? [], [vendors.data]);
  const selection = useRowSelection(records, vendorIdOf);
  // The table keeps SPEC's columns until the operator asks for the selection column.
  const [selecting, setSelecting] = useState(false);
  const total = vendors.data?.total ?? vendors.data?.data.length ?? 0;
  const narrowed = q !== '' || category !== null || status !== null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="vendor-list-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <div>
            <Title order={1} size="h3" id="vendor-list-heading">
              Vendor List
            </Title>
            <Text size="sm" c="dimmed" aria-live="polite">
              {vendors.data ? `${total.toLocaleString('en-IN')} ${total === 1 ? 'vendor' : 'vendors'}` : ' '}
            </Text>
          </div>
          <Group gap="sm" align="flex-start">
            <ExportCsvButton
              path="/admin/data/vendors"
              filters={{
                view,
                state: status,
                category,
                q,
                is_blocked: status === 'blocked' ? undefined : 0,
                sort,
              }}
            />
            {canAdd ? (
              <Button
                component={Link}
                to="/addvendor"
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                Add Vendor
              </Button>
            ) : null}
          </Group>
        </Group>

        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="View"
            data={VENDOR_VIEW_OPTIONS}
            value={view}
            onChange={(value) => {
              if (!value) return;
              setFilters({ view: value as VendorView, sort: VENDOR_LIST_URL.sort.fallback });
            }}
            allowDeselect={false}
            w={180}
          />
          <Select
            label="Status"
            data={[{ value: ANY_STATUS, label: 'All statuses' }, ...VENDOR_STATUS_OPTIONS]}
            value={status ?? ANY_STATUS}
            onChange={(value) =>
              setFilters({ status: value === ANY_STATUS || !value ? null : (value as VendorState) })
            }
            allowDeselect={false}
            w={160}
          />
          <SearchInput
            label="Search vendors"
            value={search}
            onChange={setSearch}
            w={{ base: '100%', sm: 340 }}
          />
          <CategoryFilterMenu value={category} onChange={(next) => setFilters({ category: next })} />
          {/* The selection's one action is Export selected. */}
          {canExport ? (
            <Button
              variant="subtle"
              aria-pressed={selecting}
              onClick={() => {
                if (selecting) selection.clear();
                setSelecting(!selecting);
              }}
            >
              {selecting ? VendorTexts.doneSelecting : VendorTexts.selectRows}
            </Button>
          ) : null}
        </Group>

        {category ? (
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {VendorTexts.filteredBy(category)}
            </Text>
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => setFilters({ category: null })}
            >
              Clear
            </Button>
          </Group>
        ) : null}

        {vendors.isError ? (
          <QueryErrorAlert
            title={VendorTexts.fetchVendorsFailed}
            error={vendors.error}
            onRetry={() => vendors.refetch()}
            retryLabel="Try again"
          />
        ) : null}

        <BulkActionBar count={selection.selected.length} onClear={selection.clear}>
          <ExportCsvButton
            path="/admin/data/vendors"
            label={VendorTexts.exportSelected}
            size="compact-sm"
            filters={{ is_blocked: 0, sort, ids: selection.selected.map(vendorIdOf).join(',') }}
          />
        </BulkActionBar>

        <PagedDataTable<Vendor, VendorSortField>
          aria-label="Vendors"
          idAccessor="vendor_id"
          columns={columns}
          records={records}
          {...(selecting
            ? {
                selection: {
                  rows: selection,
                  label: (vendor: Vendor) => VendorTexts.selectVendor(vendor.vendor_name),
                  allLabel: VendorTexts.selectAllVendors,
                },
              }
            : {})}
          fetching={vendors.isPending || vendors.isPlaceholderData}
          totalRecords={total}
          pageSize={VENDOR_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          sort={{
            value: sort ?? VENDOR_LIST_URL.sort.fallback,
            fields: vendorSortFields,
            onChange: (next) => setFilters({ sort: next }),
          }}
          loading={vendors.isPending}
          loadingText={VendorTexts.loading}
          emptyText={narrowed ? VendorTexts.noMatchingVendors : 'No vendors found'}
        />
      </Stack>

      <Suspense fallback={null}>
        {detailsOf ? <VendorDetailsModal vendor={detailsOf} onClose={() => setDetailsOf(null)} /> : null}
        {actionsFor ? <VendorActionDialog vendor={actionsFor} onClose={() => setActionsFor(null)} /> : null}
        {editing ? <EditVendorDialog vendor={editing} onClose={() => setEditing(null)} /> : null}
      </Suspense>
    </Paper>
  );
}
