import { Text, VisuallyHidden } from '@mantine/core';
import type { Permission, Role } from '@seva/contract';
import { IconCheck } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table';
import { PERMISSION_GROUPS, PERMISSION_LABELS } from '../permission-groups';
import { RoleTexts } from '../texts';

interface PermissionRow {
  key: Permission;
  group: string;
}

const ROWS: PermissionRow[] = PERMISSION_GROUPS.flatMap((group) =>
  group.permissions.map((key) => ({ key, group: group.label })),
);

/** A tick, or a dash, named for a screen reader. */
function Tick({ allowed }: { allowed: boolean }) {
  return allowed ? (
    <>
      <IconCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden />
      <VisuallyHidden>{RoleTexts.allowed}</VisuallyHidden>
    </>
  ) : (
    <>
      <Text span c="dimmed" aria-hidden>
        –
      </Text>
      <VisuallyHidden>{RoleTexts.notAllowed}</VisuallyHidden>
    </>
  );
}

/**
 * Roles × permissions, read-only: a row a permission (grouped by what it concerns), a column a role, a tick
 * where the role has it. Custom roles change through `Edit role`.
 */
export function PermissionGrid({ roles }: { roles: readonly Role[] }) {
  const columns = useMemo<DataTableColumn<PermissionRow>[]>(
    () => [
      { accessor: 'group', title: 'Area', noWrap: true },
      {
        accessor: 'key',
        title: RoleTexts.permission,
        render: (row) => (
          <div>
            <Text size="sm">{PERMISSION_LABELS[row.key]}</Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {row.key}
            </Text>
          </div>
        ),
      },
      ...roles.map(
        (role): DataTableColumn<PermissionRow> => ({
          accessor: `role_${role.key}`,
          title: role.name,
          textAlign: 'center',
          render: (row) => <Tick allowed={role.permissions.includes(row.key)} />,
        }),
      ),
    ],
    [roles],
  );
  return (
    <DataTable<PermissionRow>
      aria-label={RoleTexts.gridLabel}
      idAccessor="key"
      columns={columns}
      records={ROWS}
      // Wider than the screen once there are custom roles: the keyboard scrolls it too.
      scrollAreaProps={{ type: 'auto', viewportProps: { tabIndex: 0 } }}
    />
  );
}
