import type { Me } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meKey } from '@/api/get-me';
import { api } from '@/lib/api-client';

/** POST /admin/me/mfa/disable: a code or a recovery code turns two-step sign-in off. */
export async function disableTwoStep(code: string): Promise<void> {
  await api.post('/admin/me/mfa/disable', { code });
}

export function useDisableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoStep,
    onSuccess: () => {
      queryClient.setQueryData<Me>(meKey, (me) => (me ? { ...me, mfa_enabled: false } : me));
      return queryClient.invalidateQueries({ queryKey: meKey, exact: true });
    },
  });
}
