import { type CustomerListResponse, type CustomerSortField, customerSortFields } from '@seva/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-response';
import { type ListSort, sortParam } from '@/lib/url-params';

/** User Details' settings in its URL beside `q` and `page`: the sort, in the order customers joined. */
export const CUSTOMERS_URL = { sort: sortParam(customerSortFields, 'customer_id') };

export interface CustomersQuery {
  /** Customer name contains this (case-insensitive); '' for all. */
  q: string;
  limit: number;
  offset: number;
  sort: ListSort<CustomerSortField>;
}

export function getCustomers({ q, limit, offset, sort }: CustomersQuery): Promise<CustomerListResponse> {
  return api.get<CustomerListResponse>(
    `/admin/data/getcustomers${toQueryString({ q, sort, limit, offset })}`,
  );
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
