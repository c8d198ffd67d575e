import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type Vendor, type VendorSortField, vendorSortFields } from '@seva/contract';
import { useMemo, useState } from 'react';
import { usePermission } from '@/components/can';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ExportCsvButton } from '@/components/export-csv-button';
import { PagedDataTable } from '@/components/paged-data-table';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';
import { BLOCKED_PAGE_SIZE, BLOCKED_VENDORS_URL, useBlockedVendors } from '../api/get-blocked-vendors';
import { blockedVendorColumns } from '../components/blocked-vendor-columns';
import { VendorDetailsModal } from '../components/vendor-details-modal';
import { useBlockActions } from '../hooks/use-block-actions';
import { VendorTexts } from '../messages';

/**
 * /blockedvendors: every blocked vendor with the reason and date, sorted on the server (most recently
 * blocked first unless a header says otherwise), and the way back (Unblock Vendor).
 */
export function BlockedVendorsPage() {
  const paging = usePagedSearch({ pageSize: BLOCKED_PAGE_SIZE, filters: BLOCKED_VENDORS_URL });
  const { search, setSearch, term: q, page, setPage, setFilters } = paging;
  const { sort } = paging.filters;
  const [detailsOf, setDetailsOf] = useState<Vendor | null>(null);
  const [unblocking, setUnblocking] = useState<Vendor | null>(null);
  const blocked = useBlockedVendors({ q, page, sort });
  const { unblock, isPending } = useBlockActions();
  const canUnblock = usePermission('vendors.block');
  const columns = useMemo(
    () =>
      blockedVendorColumns({
        onOpenDetails: setDetailsOf,
        onUnblock: canUnblock ? setUnblocking : undefined,
      }),
    [canUnblock],
  );
  const total = blocked.data?.total ?? blocked.data?.data.length ?? 0;

  async function confirmUnblock() {
    if (!unblocking) return;
    if (await unblock(unblocking)) setUnblocking(null);
  }

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="blocked-vendors-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1} size="h3" id="blocked-vendors-heading">
              Blocked Vendors
            </Title>
            <Text size="sm" c="dimmed" aria-live="polite">
              {blocked.data ? `${total.toLocaleString('en-IN')} blocked` : ' '}
            </Text>
          </div>
          <Group gap="sm" align="flex-end">
            <SearchInput
              label="Search by name"
              value={search}
              onChange={setSearch}
              w={{ base: '100%', sm: 320 }}
            />
            <ExportCsvButton path="/admin/data/getblockvendors" filters={{ name: q, sort }} />
          </Group>
        </Group>

        {blocked.isError ? (
          <QueryErrorAlert
            title={VendorTexts.fetchBlockedFailed}
            error={blocked.error}
            onRetry={() => blocked.refetch()}
            retryLabel="Try again"
          />
        ) : null}

        <PagedDataTable<Vendor, VendorSortField>
          aria-label="Blocked vendors"
          idAccessor="vendor_id"
          columns={columns}
          records={blocked.data?.data ?? []}
          fetching={blocked.isPending || blocked.isPlaceholderData}
          totalRecords={total}
          pageSize={BLOCKED_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          sort={{ value: sort, fields: vendorSortFields, onChange: (next) => setFilters({ sort: next }) }}
          loading={blocked.isPending}
          loadingText={VendorTexts.loading}
          emptyText={q ? VendorTexts.noMatchingVendors : VendorTexts.noBlockedVendors}
        />
      </Stack>

      <VendorDetailsModal vendor={detailsOf} onClose={() => setDetailsOf(null)} />
      <ConfirmDialog
        opened={unblocking !== null}
        title={unblocking ? VendorTexts.confirmUnblock(unblocking.vendor_name) : ''}
        confirmLabel="Yes, unblock"
        confirmColor="teal"
        loading={isPending}
        onConfirm={confirmUnblock}
        onCancel={() => setUnblocking(null)}
      />
    </Paper>
  );
}
