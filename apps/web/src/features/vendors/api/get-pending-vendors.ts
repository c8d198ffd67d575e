import type { Vendor } from '@seva/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ListResponse, toQueryString } from '@/lib/list-response';
import { vendorKeys } from './vendor-keys';

/** Cards per page of the Pending Approval grid. */
export const PENDING_PAGE_SIZE = 24;

export interface PendingVendorsParams {
  q: string;
  /** 1-based. */
  page: number;
}

/** Vendors neither approved nor rejected, oldest first so that nobody waits forever. */
export function getPendingVendors(
  params: PendingVendorsParams,
  signal?: AbortSignal,
): Promise<ListResponse<Vendor>> {
  const query = toQueryString({
    // docs/product/vendors.md#pending-approval: this screen searches by vendor name only.
    name: params.q.trim(),
    sort: 'created_at',
    limit: PENDING_PAGE_SIZE,
    offset: (params.page - 1) * PENDING_PAGE_SIZE,
  });
  return api.get<ListResponse<Vendor>>(`/admin/data/getvendors_pending${query}`, { signal });
}

export function getPendingVendorsQueryOptions(params: PendingVendorsParams) {
  return queryOptions({
    queryKey: vendorKeys.pending(params),
    queryFn: ({ signal }) => getPendingVendors(params, signal),
  });
}

export function usePendingVendors(params: PendingVendorsParams) {
  return useQuery({
    ...getPendingVendorsQueryOptions(params),
    placeholderData: keepPreviousData,
  });
}
