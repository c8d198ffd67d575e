import {
  type Vendor,
  type VendorSort,
  type VendorState,
  type VendorView,
  vendorSortFields,
  vendorStates,
  vendorViews,
} from '@seva/contract';
import { api } from '@/lib/api-client';
import { type ListResponse, toQueryString } from '@/lib/list-response';
import {
  LIST_URL_PARAMS,
  oneOfParam,
  optionalOneOfParam,
  optionalTextParam,
  readUrlParams,
  sortParam,
  type UrlValues,
} from '@/lib/url-params';

/*
 * The Vendor List's request, without the query library: app/early-requests.ts sends the first page
 * before React, TanStack Query and Mantine have been evaluated (ADR 027), so nothing here may import
 * them.
 */

/** Rows per page of the Vendor List; the server pages, so 100 000 vendors stay fast. */
export const VENDOR_PAGE_SIZE = 50;

export interface VendorListParams {
  view: VendorView;
  /** Approval or blocking state (docs/product/vendors.md#status-filter), or null for every unblocked vendor. */
  status: VendorState | null;
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
    state: params.status,
    category: params.category,
    q: params.q.trim(),
    // The Vendor List shows unblocked vendors, unless the Blocked status asks for the blocked ones.
    is_blocked: params.status === 'blocked' ? undefined : 0,
    sort: params.sort,
    limit: VENDOR_PAGE_SIZE,
    offset: (params.page - 1) * VENDOR_PAGE_SIZE,
  });
  return api.get<ListResponse<Vendor>>(`/admin/data/vendors${query}`, { signal });
}

/**
 * The Vendor List's settings in its URL beside `q` and `page` (docs/product/vendors.md#the-address):
 * `/managevendor?view=trial&status=approved&category=Plumbing&sort=vendor_name&q=gill&page=2`.
 */
export const VENDOR_LIST_URL = {
  view: oneOfParam(vendorViews, 'all'),
  status: optionalOneOfParam(vendorStates),
  category: optionalTextParam(),
  sort: sortParam(vendorSortFields, '-vendor_id'),
};

/** The request of the Vendor List's settings as `usePagedSearch` reads them from the URL. */
export function vendorListParams(
  values: UrlValues<typeof VENDOR_LIST_URL> & { q: string; page: number },
): VendorListParams {
  const { view, status, category, q, page, sort } = values;
  return { view, status, category, q, page, sort };
}

/** The page a Vendor List URL's query string (`location.search`) shows; bad settings read as the defaults. */
export function vendorListParamsFromUrl(search: string): VendorListParams {
  return vendorListParams(
    readUrlParams(new URLSearchParams(search), { ...VENDOR_LIST_URL, ...LIST_URL_PARAMS }),
  );
}

/** The page asked for by `requestFirstVendorPage`, until the query takes it. */
let earlyFirstPage: { key: string; response: Promise<ListResponse<Vendor>> } | undefined;

/**
 * Asks for the page the Vendor List's URL names at once, before React, the query client and the
 * screen's code have loaded (app/early-requests.ts on a cold /managevendor); `prefetchFirstVendorPage`
 * takes it over.
 */
export function requestFirstVendorPage(params: VendorListParams): void {
  if (earlyFirstPage) return;
  const response = getVendors(params);
  earlyFirstPage = { key: JSON.stringify(params), response };
  // Seen by the query when it takes the request over; not an unhandled rejection meanwhile.
  response.catch(() => undefined);
}

/** The early request of these settings, once: the next caller (a retry, a later load) asks again. */
export function takeEarlyFirstPage(params: VendorListParams): Promise<ListResponse<Vendor>> | undefined {
  const early = earlyFirstPage;
  earlyFirstPage = undefined;
  return early?.key === JSON.stringify(params) ? early.response : undefined;
}

/** What a clean /managevendor shows first: every view and state, no search or filter, page 1, newest first. */
export const FIRST_VENDOR_PAGE: VendorListParams = vendorListParamsFromUrl('');
