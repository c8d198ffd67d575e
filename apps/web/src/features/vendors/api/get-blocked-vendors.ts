import { type Vendor, type VendorSort, vendorSortFields } from '@seva/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ListResponse, toQueryString } from '@/lib/list-response';
import { sortParam } from '@/lib/url-params';
import { vendorKeys } from './vendor-keys';

export const BLOCKED_PAGE_SIZE = 50;

/** The Blocked Vendors' settings in its URL beside `q` and `page`: the sort, most recently blocked first. */
export const BLOCKED_VENDORS_URL = { sort: sortParam(vendorSortFields, '-blocked_date') };

export interface BlockedVendorsParams {
  q: string;
  /** 1-based. */
  page: number;
  sort: VendorSort;
}

/** Blocked vendors in the order chosen (docs/product/vendors.md#blocked-vendors). */
export function getBlockedVendors(
  params: BlockedVendorsParams,
  signal?: AbortSignal,
): Promise<ListResponse<Vendor>> {
  const query = toQueryString({
    // docs/product/vendors.md#blocked-vendors: this screen searches by vendor name only.
    name: params.q.trim(),
    sort: params.sort,
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
