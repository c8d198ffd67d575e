import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { vendorKeys } from './vendor-keys';
import {
  getVendors,
  takeEarlyFirstPage,
  type VendorListParams,
  vendorListParamsFromUrl,
} from './vendor-list-request';

/** The query of one Vendor List page (the screen's and the early request's are the same). */
export const getVendorsQueryOptions = (params: VendorListParams) =>
  queryOptions({
    queryKey: vendorKeys.list(params),
    queryFn: ({ signal }) => getVendors(params, signal),
  });

/**
 * Starts loading the page a cold /managevendor's URL (`search`, its query string) names before its
 * screen has rendered, reusing the request `requestFirstVendorPage` already sent, once: a retry asks again.
 */
export function prefetchFirstVendorPage(queryClient: QueryClient, search: string): Promise<void> {
  const params = vendorListParamsFromUrl(search);
  const options = getVendorsQueryOptions(params);
  return queryClient.prefetchQuery({
    ...options,
    queryFn: ({ signal }) => takeEarlyFirstPage(params) ?? getVendors(params, signal),
  });
}
