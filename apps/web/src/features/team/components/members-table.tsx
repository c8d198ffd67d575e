import { Text } from '@mantine/core';
import type { TeamMember } from '@seva/contract';
import { IconPlayerPlay, IconShieldOff, IconUserCog, IconUserOff } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table';
import { EmailAddress } from '@/components/email-address';
import { actionsColumn } from '@/components/row-actions';
import { StatusBadge } from '@/components/status-badge';
import { statusColumn } from '@/components/status-column';
import { formatDateTime } from '@/lib/format';
import { STATUS_COLORS, STATUS_WORDS, TeamTexts } from '../texts';

export interface MemberHandlers {
  onChangeRole: (member: TeamMember) => void;
  onAction: (member: TeamMember, action: 'deactivate' | 'reactivate' | 'resetTwoStep') => void;
}

interface MembersTableProps extends MemberHandlers {
  records: TeamMember[];
  /** The role's name for a role key. */
  roleName: (key: string) => string;
  /** The signed-in member: their own row offers no role change or deactivation. */
  selfId: number | null;
  fetching: boolean;
  emptyText: string;
}

/**
 * The team: name, email, phone, role, status, two-step sign-in, last sign-in and the row's actions
 * (docs/product/team.md#screens-team).
 */
export function MembersTable({
  records,
  roleName,
  selfId,
  fetching,
  emptyText,
  onChangeRole,
  onAction,
}: MembersTableProps) {
  const columns = useMemo<DataTableColumn<TeamMember>[]>(
    () => [
      {
        accessor: 'name',
        title: 'Name',
        render: (m) => (
          <Text size="sm" fw={600}>
            {m.name}
          </Text>
        ),
      },
      { accessor: 'email', title: 'Email', render: (m) => <EmailAddress value={m.email} /> },
      { accessor: 'phone', title: 'Phone', noWrap: true },
      { accessor: 'role', title: 'Role', render: (m) => roleName(m.role) },
      statusColumn<TeamMember>(
        {
          accessor: 'status',
          title: 'Status',
          render: (m) => <StatusBadge color={STATUS_COLORS[m.status]}>{STATUS_WORDS[m.status]}</StatusBadge>,
        },
        Object.values(STATUS_WORDS),
      ),
      {
        accessor: 'mfa_enabled',
        title: 'Two-step',
        render: (m) => (m.mfa_enabled ? TeamTexts.twoStepOn : TeamTexts.twoStepOff),
      },
      {
        accessor: 'last_sign_in_at',
        title: 'Last sign-in',
        render: (m) =>
          m.last_sign_in_at ? formatDateTime(m.last_sign_in_at, { zone: true }) : TeamTexts.never,
      },
      actionsColumn<TeamMember>({
        rowName: (m) => m.name,
        buttonsFrom: 1200,
        actions: (m) => {
          const self = m.id === selfId ? TeamTexts.self : null;
          return [
            {
              label: TeamTexts.changeRole,
              icon: <IconUserCog size={14} aria-hidden />,
              onClick: () => onChangeRole(m),
              disabledReason: self,
            },
            m.status === 'deactivated'
              ? {
                  label: TeamTexts.reactivate,
                  icon: <IconPlayerPlay size={14} aria-hidden />,
                  onClick: () => onAction(m, 'reactivate'),
                }
              : {
                  label: TeamTexts.deactivate,
                  icon: <IconUserOff size={14} aria-hidden />,
                  color: 'red',
                  onClick: () => onAction(m, 'deactivate'),
                  disabledReason: self,
                },
            ...(m.mfa_enabled
              ? [
                  {
                    label: TeamTexts.resetTwoStep,
                    icon: <IconShieldOff size={14} aria-hidden />,
                    color: 'red',
                    onClick: () => onAction(m, 'resetTwoStep'),
                    disabledReason: m.id === selfId ? TeamTexts.resetOwnTwoStep : null,
                  },
                ]
              : []),
          ];
        },
      }),
    ],
    [roleName, selfId, onChangeRole, onAction],
  );

  return (
    <DataTable<TeamMember>
      aria-label="Team members"
      idAccessor="id"
      columns={columns}
      records={records}
      fetching={fetching}
      noRecordsText={emptyText}
    />
  );
}
