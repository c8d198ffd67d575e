import type { ChangePasswordBody } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/**
 * POST /admin/me/password: a new password with the current one; every other session of the member is
 * signed out. A wrong current password is 400 naming `current_password`; too many are 429.
 */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  const response = await api.post<{ success: true; message: string }>('/admin/me/password', body);
  return response.message;
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
