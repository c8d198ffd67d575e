import type { Me } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meKey } from '@/api/get-me';
import { api } from '@/lib/api-client';

/** POST /admin/me/mfa/enable: a code of the new secret turns two-step sign-in on; answers the ten recovery codes, once. */
export async function enableTwoStep(code: string): Promise<string[]> {
  const response = await api.post<{ success: true; data: { recovery_codes: string[] } }>(
    '/admin/me/mfa/enable',
    { code },
  );
  return response.data.recovery_codes;
}

/**
 * Turns two-step sign-in on. Everything shown is asked for again (who is signed in among it): a member
 * whose role requires two-step sign-in was refused elsewhere until now (docs/product/team.md#roles-that-must-use-it-mfa_required_roles).
 */
export function useEnableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoStep,
    onSuccess: () => {
      queryClient.setQueryData<Me>(meKey, (me) => (me ? { ...me, mfa_enabled: true } : me));
      void queryClient.invalidateQueries();
    },
  });
}
