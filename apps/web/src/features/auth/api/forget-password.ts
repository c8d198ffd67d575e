import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface MessageResponse {
  success: true;
  message: string;
}

/** Asks the server to text a one-time code to the admin's phone. */
export function forgetPassword(phone: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/admin/login/forgetPassword', { phone }, { auth: false });
}

export function useForgetPassword() {
  return useMutation({ mutationFn: forgetPassword });
}
