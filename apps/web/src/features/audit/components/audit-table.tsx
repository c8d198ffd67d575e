import { Button, Stack, Text } from '@mantine/core';
import type { AuditEntry, AuditSortField } from '@seva/contract';
import { useState } from 'react';
import { AuditChanges } from '@/components/audit-changes';
import { PagedDataTable, type PagedTableProps } from '@/components/paged-data-table';
import { formatDateTime } from '@/lib/format';
import type { TableSort } from '@/lib/table-sort';

export const NO_AUDIT_ROWS = 'No audit entries recorded';
export const NO_MATCHING_AUDIT_ROWS = 'No matching audit entries found';

/** The changed fields of one row, behind a toggle. */
function ChangesCell({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const count = entry.changes.length;
  const text = count === 1 ? '1 change' : `${count} changes`;
  return (
    <Stack gap={4}>
      {/* The name starts with the visible words (WCAG 2.5.3); aria-expanded tells shown from hidden. */}
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-label={`${text} of entry ${entry.id}`}
      >
        {text}
      </Button>
      {open ? <AuditChanges changes={entry.changes} label={`Changes of entry ${entry.id}`} /> : null}
    </Stack>
  );
}

/** docs/product/cockpit.md#audit-trail: who, what, which entity, when (IST), from where, and the diff. */
export function AuditTable({
  searching,
  filtered,
  ...paged
}: PagedTableProps<AuditEntry> & { filtered: boolean; sort: TableSort<AuditSortField> }) {
  return (
    <PagedDataTable<AuditEntry, AuditSortField>
      aria-label="Audit trail"
      idAccessor="id"
      columns={[
        {
          accessor: 'created_at',
          title: 'When',
          // The order the entries were written (docs/product/cockpit.md#audit-trail).
          sortable: true,
          sortKey: 'id',
          noWrap: true,
          render: (e) => formatDateTime(e.created_at, { zone: true }),
        },
        {
          accessor: 'admin_name',
          title: 'Who',
          render: (e) =>
            e.admin_name ?? (
              <Text size="sm" c="dimmed">
                {e.admin_id === null ? 'System' : `Admin #${e.admin_id}`}
              </Text>
            ),
        },
        { accessor: 'action', title: 'What' },
        {
          accessor: 'entity',
          title: 'Entity',
          render: (e) => (e.entity_id === null ? e.entity : `${e.entity} #${e.entity_id}`),
        },
        { accessor: 'ip', title: 'From', render: (e) => e.ip ?? '—' },
        { accessor: 'changes', title: 'Changes', width: '40%', render: (e) => <ChangesCell entry={e} /> },
      ]}
      emptyText={searching || filtered ? NO_MATCHING_AUDIT_ROWS : NO_AUDIT_ROWS}
      {...paged}
    />
  );
}
