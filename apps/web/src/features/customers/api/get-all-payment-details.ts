import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-response';
import { type PaymentList, readPaymentList } from './payment-list';

export interface PaymentsQuery {
  /** Customer name contains this (case-insensitive); '' for all. */
  q: string;
  limit: number;
  offset: number;
}

export async function getAllPaymentDetails({ q, limit, offset }: PaymentsQuery): Promise<PaymentList> {
  return readPaymentList(
    await api.get<unknown>(`/admin/data/allpaymentdetails${toQueryString({ q, limit, offset })}`),
  );
}

/** One page of customer payments, newest first; the previous page stays while the next one loads. */
export function getAllPaymentDetailsQueryOptions(query: PaymentsQuery) {
  return queryOptions({
    queryKey: ['payments', 'all', query],
    queryFn: () => getAllPaymentDetails(query),
  });
}

export function useAllPaymentDetails(query: PaymentsQuery) {
  return useQuery({
    ...getAllPaymentDetailsQueryOptions(query),
    placeholderData: keepPreviousData,
  });
}
