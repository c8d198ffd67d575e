import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type PaymentList, readPaymentList } from './payment-list';

/** The payments of one customer (GET paymentdetails/{customer id}). */
export async function getPaymentDetails(customerId: number): Promise<PaymentList> {
  return readPaymentList(await api.get<unknown>(`/admin/data/paymentdetails/${customerId}`));
}

export function getPaymentDetailsQueryOptions(customerId: number | null) {
  return queryOptions({
    queryKey: ['payments', 'customer', customerId],
    queryFn: () => getPaymentDetails(customerId as number),
  });
}

export function usePaymentDetails(customerId: number | null) {
  return useQuery({
    ...getPaymentDetailsQueryOptions(customerId),
    enabled: customerId !== null,
  });
}
