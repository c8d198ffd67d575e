import type { AdminSession } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** GET /admin/me/sessions: the member's live sessions, newest first; `current` is this one. */
export async function getSessions(signal?: AbortSignal): Promise<AdminSession[]> {
  const body = await api.get<{ success: true; data: AdminSession[] }>('/admin/me/sessions', { signal });
  return body.data;
}

export const getSessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions, queryFn: ({ signal }) => getSessions(signal) });

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}
