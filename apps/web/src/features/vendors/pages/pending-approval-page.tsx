import { Center, Group, Pagination, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Vendor } from '@seva/contract';
import { useEffect, useMemo, useState } from 'react';
import { usePermission } from '@/components/can';
import { ExportCsvButton } from '@/components/export-csv-button';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useRowSelection } from '@/lib/use-row-selection';
import { PENDING_PAGE_SIZE, usePendingVendors } from '../api/get-pending-vendors';
import { BulkApprovalBar } from '../components/bulk-approval-bar';
import { PendingVendorCard } from '../components/pending-vendor-card';
import { VendorViewMoreModal } from '../components/vendor-view-more-modal';
import { VendorTexts } from '../messages';

const vendorIdOf = (vendor: Vendor) => vendor.vendor_id;

/** /pendingapproval: the vendors waiting for a decision, as cards, searched by name on the server. */
export function PendingApprovalPage() {
  const { search, setSearch, term: q, page, setPage } = usePagedSearch({ pageSize: PENDING_PAGE_SIZE });
  const [viewMoreOf, setViewMoreOf] = useState<Vendor | null>(null);
  const pending = usePendingVendors({ q, page });

  const vendors = useMemo(() => pending.data?.data ?? [], [pending.data]);
  const selection = useRowSelection(vendors, vendorIdOf);
  // Approving and rejecting, one at a time or selected, need `vendors.decide`.
  const canDecide = usePermission('vendors.decide');
  const total = pending.data?.total ?? vendors.length;
  const pages = Math.max(1, Math.ceil(total / PENDING_PAGE_SIZE));
  const pageEmptied = pending.isSuccess && !pending.isPlaceholderData && page > pages;

  // Deciding on the last vendor of the last page empties it: show the page before instead.
  useEffect(() => {
    if (pageEmptied) setPage(pages);
  }, [pageEmptied, pages, setPage]);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="pending-approval-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1} size="h3" id="pending-approval-heading">
              Pending Approval
            </Title>
            <Text size="sm" c="dimmed" aria-live="polite">
              {pending.data ? `${total.toLocaleString('en-IN')} waiting for a decision` : ' '}
            </Text>
          </div>
          <Group gap="sm" align="flex-end">
            <SearchInput
              label="Search by vendor name"
              value={search}
              onChange={setSearch}
              w={{ base: '100%', sm: 320 }}
            />
            <ExportCsvButton
              path="/admin/data/getvendors_pending"
              filters={{ name: q, sort: 'created_at' }}
            />
          </Group>
        </Group>

        {pending.isError ? (
          <QueryErrorAlert
            title={VendorTexts.fetchVendorsFailed}
            error={pending.error}
            onRetry={() => pending.refetch()}
            retryLabel="Try again"
          />
        ) : null}

        {canDecide ? <BulkApprovalBar selection={selection} /> : null}

        {pending.isPending ? (
          <Center py="xl">
            <LoadingIndicator />
          </Center>
        ) : null}

        {pending.isSuccess && vendors.length === 0 ? (
          <Center py="xl">
            <Text c="dimmed">{VendorTexts.noPendingVendors}</Text>
          </Center>
        ) : null}

        {vendors.length > 0 ? (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            style={{ opacity: pending.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
            aria-busy={pending.isFetching}
          >
            {vendors.map((vendor) => (
              <PendingVendorCard
                key={vendor.vendor_id}
                vendor={vendor}
                onViewMore={setViewMoreOf}
                selected={selection.isSelected(vendor)}
                onSelect={canDecide ? selection.toggle : undefined}
              />
            ))}
          </SimpleGrid>
        ) : null}

        {pages > 1 ? (
          <Group justify="flex-end">
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              size="sm"
              aria-label="Pending approval pages"
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            />
          </Group>
        ) : null}
      </Stack>

      <VendorViewMoreModal vendor={viewMoreOf} onClose={() => setViewMoreOf(null)} />
    </Paper>
  );
}
