import { Paper, Stack, Tabs } from '@mantine/core';
import { TEAM_STATUSES } from '@seva/contract';
import { useMemo } from 'react';
import { useMe } from '@/api/get-me';
import { ListTitle } from '@/components/list-header';
import { oneOfParam, optionalOneOfParam, optionalTextParam } from '@/lib/url-params';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useRoles } from '../api/get-roles';
import { useTeam } from '../api/get-team';
import { MembersPanel } from '../components/members-panel';
import { RolesPanel } from '../components/roles-panel';
import { TeamTexts } from '../texts';

const TABS = ['members', 'roles'] as const;

/** The screen's settings in its URL: `/team?role=dispatcher&status=invited`, `/team?tab=roles`. */
const TEAM_URL = {
  tab: oneOfParam(TABS, 'members'),
  role: optionalTextParam(),
  status: optionalOneOfParam(TEAM_STATUSES),
};

/**
 * /team (docs/product/team.md#screens-team): the members, filtered by role and status, invited, given
 * another role, deactivated and reactivated; the roles, their permission grid and the custom roles.
 */
export function TeamPage() {
  const { filters, setFilters } = usePagedSearch({ filters: TEAM_URL });
  const team = useTeam();
  const roles = useRoles();
  const self = useMe().data?.id ?? null;
  // A role the URL names that is not one of the roles reads as none.
  const role =
    filters.role !== null && roles.data && !roles.data.some((r) => r.key === filters.role)
      ? null
      : filters.role;
  const { status } = filters;
  const members = team.data;
  const shown = useMemo(
    () =>
      (members ?? []).filter(
        (m) => (role === null || m.role === role) && (status === null || m.status === status),
      ),
    [members, role, status],
  );

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="team-heading">
      <Stack gap="md">
        <ListTitle
          title={TeamTexts.title}
          headingId="team-heading"
          summary={members ? TeamTexts.summary(shown.length, members.length) : undefined}
        />
        <Tabs
          value={filters.tab}
          onChange={(tab) => {
            const next = TABS.find((t) => t === tab);
            if (next && next !== filters.tab) setFilters({ tab: next });
          }}
          keepMounted={false}
        >
          <Tabs.List aria-label={TeamTexts.tabs} mb="md">
            <Tabs.Tab value="members">{TeamTexts.membersTab}</Tabs.Tab>
            <Tabs.Tab value="roles">{TeamTexts.rolesTab}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="members">
            <MembersPanel
              team={team}
              roles={roles.data}
              shown={shown}
              role={role}
              status={status}
              onFilter={setFilters}
              selfId={self}
            />
          </Tabs.Panel>
          <Tabs.Panel value="roles">
            <RolesPanel roles={roles} members={members} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
