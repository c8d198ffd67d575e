import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface TwoStepSetup {
  secret: string;
  otpauth_url: string;
}

/** POST /admin/me/mfa/setup: a new secret to scan, not in use until a code of it turns two-step sign-in on. */
export async function startTwoStep(): Promise<TwoStepSetup> {
  const response = await api.post<{ success: true; data: TwoStepSetup }>('/admin/me/mfa/setup');
  return response.data;
}

export function useStartTwoStep() {
  return useMutation({ mutationFn: startTwoStep });
}
