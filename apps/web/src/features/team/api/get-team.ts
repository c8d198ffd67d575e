import type { TeamMember } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/**
 * GET /admin/team: every member by name (a handful of rows: the screen filters by role and status on the
 * client, as the Subscriptions screen searches its plans).
 */
export async function getTeam(signal?: AbortSignal): Promise<TeamMember[]> {
  const body = await api.get<{ success: true; data: TeamMember[] }>('/admin/team', { signal });
  return body.data;
}

export const getTeamQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.members, queryFn: ({ signal }) => getTeam(signal) });

export function useTeam() {
  return useQuery(getTeamQueryOptions());
}
