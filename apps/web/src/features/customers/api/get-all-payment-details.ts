import { type CustomerPaymentSortField, customerPaymentSortFields } from '@seva/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-response';
import { type ListSort, sortParam } from '@/lib/url-params';
import { type PaymentList, readPaymentList } from './payment-list';

/** User Payment Details' settings in its URL beside `q` and `page`: the sort, newest payment first. */
export const CUSTOMER_PAYMENTS_URL = { sort: sortParam(customerPaymentSortFields, '-payment_date') };

export interface PaymentsQuery {
  /** Customer name contains this (case-insensitive); '' for all. */
  q: string;
  limit: number;
  offset: number;
  sort: ListSort<CustomerPaymentSortField>;
}

export async function getAllPaymentDetails({ q, limit, offset, sort }: PaymentsQuery): Promise<PaymentList> {
  return readPaymentList(
    await api.get<unknown>(`/admin/data/allpaymentdetails${toQueryString({ q, sort, limit, offset })}`),
  );
}

/** One page of customer payments in the order chosen; the previous page stays while the next one loads. */
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
