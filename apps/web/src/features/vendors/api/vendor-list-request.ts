import type { Vendor, VendorSort, VendorView } from '@seva/contract';
import { api } from '@/lib/api-client';
import { type ListResponse, toQueryString } from '@/lib/list-response';

/*
 * The Vendor List's request, without the query library: app/early-requests.ts sends the first page
 * before React, TanStack Query and Mantine have been evaluated (ADR 027), so nothing here may import
 * them.
 */

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

/** The first page asked for by `requestFirstVendorPage`, until the query takes it. */
let earlyFirstPage: Promise<ListResponse<Vendor>> | undefined;

/**
 * Asks for the Vendor List's first page at once, before React, the query client and the screen's code
 * have loaded (app/early-requests.ts on a cold /managevendor); `prefetchFirstVendorPage` takes it over.
 */
export function requestFirstVendorPage(): void {
  earlyFirstPage ??= getVendors(FIRST_VENDOR_PAGE);
  // Seen by the query when it takes the request over; not an unhandled rejection meanwhile.
  earlyFirstPage.catch(() => undefined);
}

/** The early request, once: the next caller (a retry, a later load) asks again. */
export function takeEarlyFirstPage(): Promise<ListResponse<Vendor>> | undefined {
  const early = earlyFirstPage;
  earlyFirstPage = undefined;
  return early;
}
