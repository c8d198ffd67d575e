import type { Vendor } from '@seva/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ListResponse, toQueryString } from '@/lib/list-response';
import { vendorKeys } from './vendor-keys';

export const BLOCKED_PAGE_SIZE = 50;

export interface BlockedVendorsParams {
  q: string;
  /** 1-based. */
  page: number;
}

/** Blocked vendors, most recently blocked first. */
export function getBlockedVendors(
  params: BlockedVendorsParams,
  signal?: AbortSignal,
): Promise<ListResponse<Vendor>> {
  const query = toQueryString({
    // docs/product/vendors.md#blocked-vendors: this screen searches by vendor name only.
    name: params.q.trim(),
    sort: '-blocked_date',
    limit: BLOCKED_PAGE_SIZE,
    offset: (params.page - 1) * BLOCKED_PAGE_SIZE,
  });
  return api.get<ListResponse<Vendor>>(`/admin/data/getblockvendors${query}`, { signal });
}

/** docs/product/vendors.md#blocked-vendors: the list is fetched whenever the tab opens, not served from an earlier visit. */
export function getBlockedVendorsQueryOptions(params: BlockedVendorsParams) {
  return queryOptions({
    queryKey: vendorKeys.blocked(params),
    queryFn: ({ signal }) => getBlockedVendors(params, signal),
  });
}

export function useBlockedVendors(params: BlockedVendorsParams) {
  return useQuery({
    ...getBlockedVendorsQueryOptions(params),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
