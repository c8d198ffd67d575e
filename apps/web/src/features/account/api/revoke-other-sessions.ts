import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** POST /admin/me/sessions/revoke-others: signs out every session of the member but this one; answers how many. */
export async function revokeOtherSessions(): Promise<number> {
  const response = await api.post<{ success: true; data: { revoked: number } }>(
    '/admin/me/sessions/revoke-others',
  );
  return response.data.revoked;
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
