import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

export async function logout(): Promise<void> {
  await api.post('/admin/logout');
}

/** Revokes the session on the server when it can; the local session is cleared either way. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      clearSession();
      queryClient.clear();
    },
  });
}
