import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import type { MessageResponse } from './forget-password';

export interface UpdatePasswordInput {
  phone: string;
  password: string;
}

/** Sent with the reset token that verifyOtp stored as the admin token. */
export function updatePassword(input: UpdatePasswordInput): Promise<MessageResponse> {
  return api.put<MessageResponse>('/admin/login/updatePassword', input);
}

/** After the update the stored token is removed (docs/product/shell-and-sign-in.md#password-recovery). */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: () => clearSession(),
  });
}
