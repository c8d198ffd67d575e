import type { CreateRefundBody, Refund, RefundResponse } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundKeys } from '@/api/refund-keys';
import { api } from '@/lib/api-client';

export interface CreateRefundInput {
  /** The customer payment to refund (customer_payments.payment_id). */
  paymentId: number;
  body: CreateRefundBody;
}

/**
 * POST /admin/data/payments/{payment_id}/refunds (permission payments.refund and a two-step code entered
 * lately: the api client asks for one on `403 Enter a two-step code to continue` and sends it again).
 * 201 the refund, `pending`; 422 more than what is still refundable, naming it.
 */
export async function createRefund({ paymentId, body }: CreateRefundInput): Promise<Refund> {
  const response = await api.post<RefundResponse>(`/admin/data/payments/${paymentId}/refunds`, body);
  return response.data;
}

/**
 * Whether it lands or is refused (a 422 means the payment's refunds moved meanwhile), the customer payment
 * lists (their `refund_status`, `refunded_amount` and `refundable_amount`) and every refund list are
 * fetched again.
 */
export function useCreateRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRefund,
    onSettled: () =>
      Promise.all([
        // Every customer payment list: get-all-payment-details.ts and get-payment-details.ts.
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
        queryClient.invalidateQueries({ queryKey: refundKeys.all }),
      ]),
  });
}
