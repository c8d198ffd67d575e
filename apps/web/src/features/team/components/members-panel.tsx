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
import { useResetMemberTwoStep } from '../api/reset-member-two-step';
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

type MemberAction = 'deactivate' | 'reactivate' | 'resetTwoStep';
type Confirming = { member: TeamMember; action: MemberAction };

/** Each confirmed action's words (docs/product/team.md#screens-team). */
const CONFIRM_TEXTS = {
  deactivate: {
    title: TeamTexts.confirmDeactivate,
    label: TeamTexts.deactivate,
    color: 'red',
    detail: TeamTexts.deactivateDetail,
    done: TeamTexts.deactivated,
    failed: TeamTexts.deactivateFailed,
  },
  reactivate: {
    title: TeamTexts.confirmReactivate,
    label: TeamTexts.reactivate,
    color: 'teal',
    detail: TeamTexts.reactivateDetail,
    done: TeamTexts.reactivated,
    failed: TeamTexts.reactivateFailed,
  },
  resetTwoStep: {
    title: TeamTexts.confirmResetTwoStep,
    label: TeamTexts.resetTwoStep,
    color: 'red',
    detail: TeamTexts.resetTwoStepDetail,
    done: TeamTexts.twoStepReset,
    failed: TeamTexts.resetTwoStepFailed,
  },
} as const satisfies Record<MemberAction, unknown>;

/** The Members tab: the filters, Invite member, the table and its dialogs (docs/product/team.md#screens-team). */
export function MembersPanel({ team, roles, shown, role, status, onFilter, selfId }: MembersPanelProps) {
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<TeamMember | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const mutations = {
    deactivate: useDeactivateMember(),
    reactivate: useReactivateMember(),
    resetTwoStep: useResetMemberTwoStep(),
  };
  const roleName = useMemo(() => roleNameOf(roles), [roles]);
  const onAction = useCallback(
    (member: TeamMember, action: MemberAction) => setConfirming({ member, action }),
    [],
  );
  const texts = confirming ? CONFIRM_TEXTS[confirming.action] : null;

  async function confirm() {
    if (!confirming) return;
    const { member, action } = confirming;
    const mutation = mutations[action];
    try {
      await mutation.mutateAsync(member.id);
      notifications.show({ color: 'teal', message: CONFIRM_TEXTS[action].done(member.name) });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: CONFIRM_TEXTS[action].failed(member.name, errorMessage(error)),
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
          onAction={onAction}
        />
      )}

      <InviteMemberDialog opened={inviting} roles={roles} onClose={() => setInviting(false)} />
      <ChangeRoleDialog member={changing} roles={roles} onClose={() => setChanging(null)} />
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming && texts ? texts.title(confirming.member.name) : ''}
        confirmLabel={texts?.label ?? ''}
        confirmColor={texts?.color ?? 'red'}
        loading={confirming !== null && mutations[confirming.action].isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        {texts?.detail}
      </ConfirmDialog>
    </Stack>
  );
}
