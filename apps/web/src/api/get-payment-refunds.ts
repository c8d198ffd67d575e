import type { PaymentRefundsResponse, Refund } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refundKeys } from './refund-keys';

/** GET /admin/data/payments/{payment_id}/refunds: every refund of one customer payment, newest first. */
export async function getPaymentRefunds(paymentId: number, signal?: AbortSignal): Promise<Refund[]> {
  const response = await api.get<PaymentRefundsResponse>(`/admin/data/payments/${paymentId}/refunds`, {
    signal,
  });
  return response.data;
}

export function getPaymentRefundsQueryOptions(paymentId: number) {
  return queryOptions({
    queryKey: refundKeys.ofPayment(paymentId),
    queryFn: ({ signal }) => getPaymentRefunds(paymentId, signal),
  });
}

/** The refunds of `paymentId`; nothing is asked while it is null (no payment, or the dialog closed). */
export function usePaymentRefunds(paymentId: number | null) {
  return useQuery({ ...getPaymentRefundsQueryOptions(paymentId ?? 0), enabled: paymentId !== null });
}
