import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /admin/me/mfa/verify `{ code }`: a code from the authenticator app marks this session verified for
 * step-up for 10 minutes (docs/product/team.md#step-up). A wrong code is 400 `Invalid two-step code`.
 */
export async function verifyStepUp(code: string): Promise<{ success: true; message: string }> {
  return api.post<{ success: true; message: string }>('/admin/me/mfa/verify', { code });
}

export function useVerifyStepUp() {
  return useMutation({ mutationFn: verifyStepUp });
}
