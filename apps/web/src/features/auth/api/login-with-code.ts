import type { LoginResponse } from '@seva/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/session';

export interface LoginWithCodeInput {
  /** From POST /admin/login's `{ mfa_required, mfa_token }`. */
  mfa_token: string;
  /** A code from the authenticator app, or a recovery code. */
  code: string;
}

/**
 * POST /admin/login/mfa: the code half of a two-step sign-in, answered as SPEC's login
 * (docs/product/team.md#two-step-sign-in). 401 `Invalid two-step code` for a wrong code; 401 `This
 * sign-in has expired or had too many wrong codes; sign in again` once the mfa_token is spent.
 */
export function loginWithCode(input: LoginWithCodeInput): Promise<LoginResponse> {
  return api.post<LoginResponse>('/admin/login/mfa', input, { auth: false });
}

/** Success stores token, name and id, as a sign-in does. */
export function useLoginWithCode() {
  return useMutation({ mutationFn: loginWithCode, onSuccess: (response) => startSession(response) });
}
