import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PERMISSIONS, type Role, type TeamMember } from '@seva/contract';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { actionsColumn } from '@/components/row-actions';
import { StatusBadge } from '@/components/status-badge';
import { errorMessage } from '@/lib/api-error';
import { useDeleteRole } from '../api/delete-role';
import { RoleTexts } from '../texts';
import { PermissionGrid } from './permission-grid';
import { RoleDialog } from './role-dialog';

interface RolesPanelProps {
  roles: UseQueryResult<Role[]>;
  /** The team, to count each role's members (undefined while it loads). */
  members: readonly TeamMember[] | undefined;
}

type Editing = { role: Role | null };

/**
 * The Roles tab: every role with its members and `Edit role` / `Delete role` for a custom one, `New role`,
 * and the permission grid (docs/product/team.md#screens-team).
 */
export function RolesPanel({ roles, members }: RolesPanelProps) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const remove = useDeleteRole();
  const list = roles.data ?? [];

  const columns = useMemo<DataTableColumn<Role>[]>(() => {
    const held = new Map<string, number>();
    for (const member of members ?? []) held.set(member.role, (held.get(member.role) ?? 0) + 1);
    return [
      {
        accessor: 'name',
        title: RoleTexts.name,
        render: (r) => (
          <Text size="sm" fw={600}>
            {r.name}
          </Text>
        ),
      },
      {
        accessor: 'built_in',
        title: RoleTexts.kind,
        render: (r) => (
          <StatusBadge color={r.built_in ? 'gray' : 'blue'}>
            {r.built_in ? RoleTexts.builtIn : RoleTexts.custom}
          </StatusBadge>
        ),
      },
      {
        accessor: 'permissions',
        title: RoleTexts.permissions,
        render: (r) => `${r.permissions.length} of ${PERMISSIONS.length}`,
      },
      {
        accessor: 'members',
        title: RoleTexts.members,
        render: (r) => (members ? (held.get(r.key) ?? 0) : '…'),
      },
      actionsColumn<Role>({
        rowName: (r) => r.name,
        buttonsFrom: 600,
        actions: (r) => {
          const readOnly = r.built_in ? RoleTexts.builtInReadOnly : null;
          return [
            {
              label: RoleTexts.editRole,
              icon: <IconPencil size={14} aria-hidden />,
              onClick: () => setEditing({ role: r }),
              disabledReason: readOnly,
            },
            {
              label: RoleTexts.deleteRole,
              icon: <IconTrash size={14} aria-hidden />,
              color: 'red',
              onClick: () => setDeleting(r),
              disabledReason: readOnly,
            },
          ];
        },
      }),
    ];
  }, [members]);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.key);
      notifications.show({ color: 'teal', message: RoleTexts.deleted(deleting.name) });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: RoleTexts.deleteFailed(deleting.name, errorMessage(error)),
      });
    } finally {
      remove.reset();
      setDeleting(null);
    }
  }

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h4">
            {RoleTexts.rolesHeading}
          </Title>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ role: null })}>
            {RoleTexts.newRole}
          </Button>
        </Group>
        {roles.isError ? (
          <QueryErrorAlert title={RoleTexts.loadFailed} error={roles.error} onRetry={() => roles.refetch()} />
        ) : (
          <DataTable<Role>
            aria-label={RoleTexts.rolesHeading}
            idAccessor="key"
            columns={columns}
            records={list}
            fetching={roles.isFetching}
            noRecordsText={roles.isPending ? RoleTexts.loading : ''}
          />
        )}
      </Stack>

      {list.length > 0 ? (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {RoleTexts.gridHeading}
          </Title>
          <PermissionGrid roles={list} />
        </Stack>
      ) : null}

      <RoleDialog opened={editing !== null} role={editing?.role ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting ? RoleTexts.confirmDelete(deleting.name) : ''}
        confirmLabel={RoleTexts.deleteRole}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {RoleTexts.deleteDetail}
      </ConfirmDialog>
    </Stack>
  );
}
