import type { CustomerListResponse } from '@seva/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-response';

export interface CustomersQuery {
  /** Customer name contains this (case-insensitive); '' for all. */
  q: string;
  limit: number;
  offset: number;
}

export function getCustomers({ q, limit, offset }: CustomersQuery): Promise<CustomerListResponse> {
  return api.get<CustomerListResponse>(`/admin/data/getcustomers${toQueryString({ q, limit, offset })}`);
}

/** One page of customers; the previous page stays on screen while the next one loads. */
export function getCustomersQueryOptions(query: CustomersQuery) {
  return queryOptions({
    queryKey: ['customers', query],
    queryFn: () => getCustomers(query),
  });
}

export function useCustomers(query: CustomersQuery) {
  return useQuery({
    ...getCustomersQueryOptions(query),
    placeholderData: keepPreviousData,
  });
}
