import { Button, Group, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Role, TeamMember, TeamStatus } from '@seva/contract';
import { IconUserPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { errorMessage } from '@/lib/api-error';
import { useDeactivateMember } from '../api/deactivate-member';
import { useReactivateMember } from '../api/reactivate-member';
import { roleNameOf, roleOptions } from '../role-options';
import { STATUS_WORDS, TeamTexts } from '../texts';
import { ChangeRoleDialog } from './change-role-dialog';
import { InviteMemberDialog } from './invite-member-dialog';
import { MembersTable } from './members-table';

/** The Select's value for no filter. */
const ANY = 'any';

interface MembersPanelProps {
  team: UseQueryResult<TeamMember[]>;
  roles: readonly Role[] | undefined;
  /** The members shown: those of the filters' role and status. */
  shown: TeamMember[];
  role: string | null;
  status: TeamStatus | null;
  onFilter: (filters: { role?: string | null; status?: TeamStatus | null }) => void;
  selfId: number | null;
}

type Confirming = { member: TeamMember; action: 'deactivate' | 'reactivate' };

/** The Members tab: the filters, Invite member, the table and its dialogs (docs/product/team.md#screens-team). */
export function MembersPanel({ team, roles, shown, role, status, onFilter, selfId }: MembersPanelProps) {
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<TeamMember | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const deactivate = useDeactivateMember();
  const reactivate = useReactivateMember();
  const roleName = useMemo(() => roleNameOf(roles), [roles]);
  const onDeactivate = useCallback(
    (member: TeamMember) => setConfirming({ member, action: 'deactivate' }),
    [],
  );
  const onReactivate = useCallback(
    (member: TeamMember) => setConfirming({ member, action: 'reactivate' }),
    [],
  );

  async function confirm() {
    if (!confirming) return;
    const { member, action } = confirming;
    const mutation = action === 'deactivate' ? deactivate : reactivate;
    try {
      await mutation.mutateAsync(member.id);
      notifications.show({
        color: 'teal',
        message:
          action === 'deactivate' ? TeamTexts.deactivated(member.name) : TeamTexts.reactivated(member.name),
      });
    } catch (error) {
      const message = errorMessage(error);
      notifications.show({
        color: 'red',
        message:
          action === 'deactivate'
            ? TeamTexts.deactivateFailed(member.name, message)
            : TeamTexts.reactivateFailed(member.name, message),
      });
    } finally {
      mutation.reset();
      setConfirming(null);
    }
  }

  const filtered = role !== null || status !== null;
  const emptyText = team.isPending
    ? TeamTexts.loading
    : filtered
      ? TeamTexts.noMatching
      : TeamTexts.noMembers;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end">
          <Select
            label={TeamTexts.roleFilter}
            data={[{ value: ANY, label: TeamTexts.allRoles }, ...roleOptions(roles)]}
            value={role ?? ANY}
            onChange={(value) => onFilter({ role: value === ANY || !value ? null : value })}
            allowDeselect={false}
            w={200}
          />
          <Select
            label={TeamTexts.statusFilter}
            data={[
              { value: ANY, label: TeamTexts.allStatuses },
              ...Object.entries(STATUS_WORDS).map(([value, label]) => ({ value, label })),
            ]}
            value={status ?? ANY}
            onChange={(value) => onFilter({ status: value === ANY || !value ? null : (value as TeamStatus) })}
            allowDeselect={false}
            w={180}
          />
        </Group>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
          {TeamTexts.invite}
        </Button>
      </Group>

      {team.isError ? (
        <QueryErrorAlert title={TeamTexts.loadFailed} error={team.error} onRetry={() => team.refetch()} />
      ) : null}

      {team.isError && shown.length === 0 ? null : (
        <MembersTable
          records={shown}
          roleName={roleName}
          selfId={selfId}
          fetching={team.isFetching}
          emptyText={emptyText}
          onChangeRole={setChanging}
          onDeactivate={onDeactivate}
          onReactivate={onReactivate}
        />
      )}

      <InviteMemberDialog opened={inviting} roles={roles} onClose={() => setInviting(false)} />
      <ChangeRoleDialog member={changing} roles={roles} onClose={() => setChanging(null)} />
      <ConfirmDialog
        opened={confirming !== null}
        title={
          confirming
            ? confirming.action === 'deactivate'
              ? TeamTexts.confirmDeactivate(confirming.member.name)
              : TeamTexts.confirmReactivate(confirming.member.name)
            : ''
        }
        confirmLabel={confirming?.action === 'reactivate' ? TeamTexts.reactivate : TeamTexts.deactivate}
        confirmColor={confirming?.action === 'reactivate' ? 'teal' : 'red'}
        loading={deactivate.isPending || reactivate.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        {confirming?.action === 'reactivate' ? TeamTexts.reactivateDetail : TeamTexts.deactivateDetail}
      </ConfirmDialog>
    </Stack>
  );
}
