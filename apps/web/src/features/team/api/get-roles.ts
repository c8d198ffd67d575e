import type { Role } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** GET /admin/roles: the built-in roles first (read-only), then the custom ones. */
export async function getRoles(signal?: AbortSignal): Promise<Role[]> {
  const body = await api.get<{ success: true; data: Role[] }>('/admin/roles', { signal });
  return body.data;
}

export const getRolesQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.roles, queryFn: ({ signal }) => getRoles(signal) });

export function useRoles() {
  return useQuery(getRolesQueryOptions());
}
