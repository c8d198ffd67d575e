import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeToken } from '@/lib/session';

export interface VerifyOtpInput {
  phone: string;
  otp: string;
}

export interface VerifyOtpResponse {
  success: true;
  message: string;
  token?: string;
}

export function verifyOtp(input: VerifyOtpInput): Promise<VerifyOtpResponse> {
  return api.post<VerifyOtpResponse>('/admin/login/verifyOtp', input, { auth: false });
}

/** The returned reset token is kept as the admin token (docs/product/shell-and-sign-in.md#password-recovery). */
export function useVerifyOtp() {
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: ({ token }) => {
      if (token) storeToken(token);
    },
  });
}
