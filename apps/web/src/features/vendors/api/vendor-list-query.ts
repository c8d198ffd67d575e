import type { Vendor, VendorSort, VendorView } from '@seva/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ListResponse, toQueryString } from '@/lib/list-response';
import { vendorKeys } from './vendor-keys';

/** Rows per page of the Vendor List; the server pages, so 100 000 vendors stay fast. */
export const VENDOR_PAGE_SIZE = 50;

export interface VendorListParams {
  view: VendorView;
  /** Service category name, or null for every category. */
  category: string | null;
  q: string;
  /** 1-based. */
  page: number;
  sort?: VendorSort;
}

/** The Vendor List: only unblocked vendors (docs/product/vendors.md#vendor-list), one page of one view. */
export function getVendors(params: VendorListParams, signal?: AbortSignal): Promise<ListResponse<Vendor>> {
  const query = toQueryString({
    view: params.view,
    category: params.category,
    q: params.q.trim(),
    is_blocked: 0,
    sort: params.sort,
    limit: VENDOR_PAGE_SIZE,
    offset: (params.page - 1) * VENDOR_PAGE_SIZE,
  });
  return api.get<ListResponse<Vendor>>(`/admin/data/vendors${query}`, { signal });
}

/** What the Vendor List shows first: every view, no search or filter, page 1, newest first. */
export const FIRST_VENDOR_PAGE: VendorListParams = {
  view: 'all',
  category: null,
  q: '',
  page: 1,
  sort: '-vendor_id',
};

/** The query of one Vendor List page (the screen's and the early request's are the same). */
export const getVendorsQueryOptions = (params: VendorListParams) =>
  queryOptions({
    queryKey: vendorKeys.list(params),
    queryFn: ({ signal }) => getVendors(params, signal),
  });

/** Starts loading the Vendor List's first page before its screen has rendered (a cold /managevendor). */
export function prefetchFirstVendorPage(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(getVendorsQueryOptions(FIRST_VENDOR_PAGE));
}
