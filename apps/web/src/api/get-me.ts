import type { Me } from '@seva/contract';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getToken, subscribeToSession } from '@/lib/session';
import { getMe, takeEarlyMe } from './get-me-request';

export const meKey = ['me'] as const;

/**
 * Who is signed in and what their role allows (docs/product/team.md#what-the-web-shows). Loaded once per
 * sign-in: a role change signs the member out, and every new session loads it again (`useMeFollowsSession`).
 */
export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: meKey,
    queryFn: ({ signal }): Promise<Me> => getMe(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useMe() {
  return useQuery(getMeQueryOptions());
}

/**
 * On a signed-in cold load, puts the answer of the request app/early-requests.ts sent into the cache
 * before the first render, so the shell draws the member's own entries at once.
 */
export function prefetchMe(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery({
    ...getMeQueryOptions(),
    queryFn: ({ signal }) => takeEarlyMe() ?? getMe(signal),
  });
}

/**
 * A sign-in, a sign-out or another tab's session change (a new token, or none) forgets who was signed in:
 * a shell still showing asks again, the next one too, so a member signing in after another never sees the
 * other's entries. Signed out, nothing is asked (the shell is on its way to sign-in). A change that keeps
 * the token (a new stored name after renaming oneself) is no new session.
 */
export function useMeFollowsSession(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let token = getToken();
    return subscribeToSession(() => {
      const next = getToken();
      if (next === token) return;
      token = next;
      if (next !== null) void queryClient.resetQueries({ queryKey: meKey, exact: true });
      else queryClient.removeQueries({ queryKey: meKey, exact: true });
    });
  }, [queryClient]);
}
