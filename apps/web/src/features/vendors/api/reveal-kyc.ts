import type { KycField, RevealKycResponse } from '@seva/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One KYC number in clear; the server writes the reveal to the audit log. Never cached. */
export async function revealKyc(vendorId: number, field: KycField): Promise<string | null> {
  const response = await api.post<RevealKycResponse>(`/admin/data/vendors/${vendorId}/kyc/reveal`, {
    field,
  });
  return response.data.value;
}

export function useRevealKyc(vendorId: number, field: KycField) {
  return useMutation({ mutationFn: () => revealKyc(vendorId, field) });
}
