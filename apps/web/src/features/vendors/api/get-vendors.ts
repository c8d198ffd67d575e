import type { Vendor, VendorSort, VendorView } from '@seva/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

/** The Vendor List: only unblocked vendors (SPEC §2), one page of one view. */
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

/** Keeps the previous page on screen while the next one loads. */
export function useVendors(params: VendorListParams) {
  return useQuery({
    queryKey: vendorKeys.list(params),
    queryFn: ({ signal }) => getVendors(params, signal),
    placeholderData: keepPreviousData,
  });
}
