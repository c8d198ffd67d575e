import type { AdminSession } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { accountKeys } from './account-keys';

/** DELETE /admin/me/sessions/{id}: signs one of the member's sessions out (the current one too); 404 for another's. */
export async function revokeSession(id: number): Promise<void> {
  await api.delete(`/admin/me/sessions/${id}`);
}

/**
 * Signs a session out. Signing out the current one ends this browser's session as Logout does (the stored
 * keys and the cached data are forgotten); the screen then goes to sign-in.
 */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: AdminSession) => revokeSession(session.id),
    onSuccess: (_, session) => {
      if (!session.current) return queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
      clearSession();
      queryClient.clear();
      return undefined;
    },
  });
}
