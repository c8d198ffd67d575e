import { Paper, Stack, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { auditSortFields } from '@seva/contract';
import { useEffect, useMemo, useState } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListHeader } from '@/components/list-header';
import { pagedTableProps } from '@/components/paged-data-table';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { dayParam, optionalIdParam, optionalOneOfParam, textParam } from '@/lib/url-params';
import { SEARCH_DEBOUNCE_MS, usePagedSearch } from '@/lib/use-paged-search';
import {
  AUDIT_SORT,
  type AuditFilters,
  auditFilterParams,
  NO_AUDIT_FILTERS,
  useAudit,
} from '../api/get-audit';
import { AUDIT_ENTITIES, AuditFilterControls } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

/** The trail's filters in the URL beside `q` and `page`: `/audit?admin=2&entity=vendor&from=2026-01-01`. */
const AUDIT_URL = {
  admin: optionalIdParam(),
  action: textParam(),
  entity: optionalOneOfParam(AUDIT_ENTITIES),
  entity_id: textParam(),
  from: dayParam(),
  to: dayParam(),
  sort: AUDIT_SORT,
};

/** Only the typed filters changed: they wait for a pause and replace the history entry, as the search does. */
function onlyTyped(before: AuditFilters, after: AuditFilters): boolean {
  return (
    before.adminId === after.adminId &&
    before.entity === after.entity &&
    before.from === after.from &&
    before.to === after.to
  );
}

const sameFilters = (a: AuditFilters, b: AuditFilters) =>
  onlyTyped(a, b) && a.action.trim() === b.action.trim() && a.entityId.trim() === b.entityId.trim();

/** /audit: who did what, when and from where (docs/product/cockpit.md#audit-trail). */
export function AuditPage() {
  const paging = usePagedSearch({ filters: AUDIT_URL });
  const { filters: url, setFilters } = paging;
  const sent: AuditFilters = useMemo(
    () => ({
      adminId: url.admin,
      action: url.action,
      entity: url.entity,
      entityId: url.entity_id,
      from: url.from,
      to: url.to,
    }),
    [url],
  );
  // What the controls show: the URL's filters, and text still being typed.
  const [shown, setShown] = useState(sent);
  const sentKey = JSON.stringify(sent);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the URL (Back, a link), not the typing
  useEffect(() => {
    setShown((current) => (sameFilters(current, sent) ? current : sent));
  }, [sentKey]);

  const write = (next: AuditFilters, replace: boolean) =>
    setFilters(
      {
        admin: next.adminId,
        action: next.action.trim(),
        entity: next.entity,
        entity_id: next.entityId.trim(),
        from: next.from,
        to: next.to,
      },
      { replace },
    );
  const writeTyped = useDebouncedCallback((next: AuditFilters) => write(next, true), SEARCH_DEBOUNCE_MS);
  const change = (next: AuditFilters) => {
    setShown(next);
    if (onlyTyped(shown, next)) writeTyped(next);
    else {
      writeTyped.cancel();
      write(next, false);
    }
  };

  const { sort } = url;
  const audit = useAudit({ ...sent, q: paging.term, limit: paging.limit, offset: paging.offset, sort });
  const filtered = JSON.stringify(sent) !== JSON.stringify(NO_AUDIT_FILTERS);

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <ListHeader
            search={{ label: 'Search the audit trail', value: paging.search, onChange: paging.setSearch }}
            actions={
              <ExportCsvButton
                path="/admin/audit"
                filters={{ ...auditFilterParams({ ...sent, q: paging.term }), sort }}
              />
            }
          >
            <Title order={1} size="h3">
              Audit trail
            </Title>
          </ListHeader>
          <AuditFilterControls value={shown} onChange={change} />
          {audit.isError ? (
            <QueryErrorAlert
              error={audit.error}
              title="Failed to fetch the audit trail"
              onRetry={() => audit.refetch()}
            />
          ) : (
            <AuditTable
              {...pagedTableProps(paging, audit, { records: audit.data?.data, total: audit.data?.total })}
              sort={{ value: sort, fields: auditSortFields, onChange: (next) => setFilters({ sort: next }) }}
              filtered={filtered}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
