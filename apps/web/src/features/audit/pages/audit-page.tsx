import { Paper, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListHeader } from '@/components/list-header';
import { PageTitle } from '@/components/page-title';
import { pagedTableProps } from '@/components/paged-data-table';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { SEARCH_DEBOUNCE_MS, usePagedSearch } from '@/lib/use-paged-search';
import { type AuditFilters, auditFilterParams, NO_AUDIT_FILTERS, useAudit } from '../api/get-audit';
import { AuditFilterControls } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

/** /audit: who did what, when and from where (docs/product/cockpit.md#audit-trail). */
export function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  // Typed filters (action, entity id) wait for a pause, as the search does.
  const [sent] = useDebouncedValue(filters, SEARCH_DEBOUNCE_MS);
  const paging = usePagedSearch({ filters: [sent] });
  const audit = useAudit({ ...sent, q: paging.term, limit: paging.limit, offset: paging.offset });
  const filtered = JSON.stringify(sent) !== JSON.stringify(NO_AUDIT_FILTERS);

  return (
    <Stack gap="md">
      <PageTitle>Audit trail</PageTitle>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <ListHeader
            search={{ label: 'Search the audit trail', value: paging.search, onChange: paging.setSearch }}
            actions={
              <ExportCsvButton path="/admin/audit" filters={auditFilterParams({ ...sent, q: paging.term })} />
            }
          >
            <Title order={1} size="h3">
              Audit trail
            </Title>
          </ListHeader>
          <AuditFilterControls value={filters} onChange={setFilters} />
          {audit.isError ? (
            <QueryErrorAlert
              error={audit.error}
              title="Failed to fetch the audit trail"
              onRetry={() => audit.refetch()}
            />
          ) : (
            <AuditTable
              {...pagedTableProps(paging, audit, { records: audit.data?.data, total: audit.data?.total })}
              filtered={filtered}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
