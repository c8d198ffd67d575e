import type { AdminLoginResponse } from '@seva/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearSession, startSession } from '@/lib/session';

export interface LoginInput {
  email: string;
  password: string;
}

/**
 * POST /admin/login: SPEC's `{ success, token, admin }`; with two-step sign-in on `{ mfa_required,
 * mfa_token }` and no session yet; for a role that must turn it on first `{ mfa_setup_required, token,
 * admin }` (docs/product/team.md#two-step-sign-in).
 */
export function login(input: LoginInput): Promise<AdminLoginResponse> {
  return api.post<AdminLoginResponse>('/admin/login', input, { auth: false });
}

/**
 * An answer carrying a session stores token, name and id; one asking for a code stores nothing yet;
 * failure clears all three (docs/product/shell-and-sign-in.md#admin-session).
 */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      if ('token' in response) startSession(response);
      else clearSession();
    },
    onError: () => clearSession(),
  });
}
