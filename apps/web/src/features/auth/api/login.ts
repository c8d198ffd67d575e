import type { LoginResponse } from '@seva/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearSession, startSession } from '@/lib/session';

export interface LoginInput {
  email: string;
  password: string;
}

export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>('/admin/login', input, { auth: false });
}

/** Success stores token, name and id; failure clears all three (docs/product/shell-and-sign-in.md#admin-session). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => startSession(response),
    onError: () => clearSession(),
  });
}
