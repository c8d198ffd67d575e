import { Stack, Text } from '@mantine/core';
import type { AdminSession } from '@seva/contract';
import { IconLogout } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table';
import { actionsColumn } from '@/components/row-actions';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime } from '@/lib/format';
import { describeDevice } from '../device';
import { SessionTexts } from '../texts';

/** How a session is named in its row's actions and its confirmation. */
export function sessionName(session: AdminSession): string {
  if (session.current) return SessionTexts.thisDevice;
  const device = describeDevice(session.user_agent) ?? SessionTexts.unknownDevice;
  return `${device}, signed in ${formatDateTime(session.created_at, { zone: true })}`;
}

interface SessionsTableProps {
  records: AdminSession[];
  fetching: boolean;
  emptyText: string;
  onSignOut: (session: AdminSession) => void;
}

/** The member's live sessions: device, IP address, signed in, last seen and `Sign out` (docs/product/team.md#sessions). */
export function SessionsTable({ records, fetching, emptyText, onSignOut }: SessionsTableProps) {
  const columns = useMemo<DataTableColumn<AdminSession>[]>(
    () => [
      {
        accessor: 'user_agent',
        title: SessionTexts.device,
        render: (s) => {
          const device = describeDevice(s.user_agent);
          return (
            <Stack gap={2} align="flex-start">
              <Text size="sm" fw={600}>
                {device ?? SessionTexts.unknownDevice}
              </Text>
              {s.current ? <StatusBadge color="teal">{SessionTexts.thisDevice}</StatusBadge> : null}
              {/* The whole user agent, unless the device is named by it already. */}
              {s.user_agent && device !== s.user_agent.trim() ? (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {s.user_agent}
                </Text>
              ) : null}
            </Stack>
          );
        },
      },
      { accessor: 'ip', title: SessionTexts.ip, noWrap: true, render: (s) => s.ip ?? SessionTexts.unknownIp },
      {
        accessor: 'created_at',
        title: SessionTexts.signedIn,
        noWrap: true,
        render: (s) => formatDateTime(s.created_at, { zone: true }),
      },
      {
        accessor: 'last_seen_at',
        title: SessionTexts.lastSeen,
        noWrap: true,
        render: (s) =>
          s.last_seen_at ? formatDateTime(s.last_seen_at, { zone: true }) : SessionTexts.notYet,
      },
      actionsColumn<AdminSession>({
        rowName: sessionName,
        buttonsFrom: 600,
        actions: (s) => [
          {
            label: SessionTexts.signOut,
            icon: <IconLogout size={14} aria-hidden />,
            color: 'red',
            onClick: () => onSignOut(s),
          },
        ],
      }),
    ],
    [onSignOut],
  );

  return (
    <DataTable<AdminSession>
      aria-label={SessionTexts.table}
      idAccessor="id"
      columns={columns}
      records={records}
      fetching={fetching}
      noRecordsText={emptyText}
    />
  );
}
