import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { vendorKeys } from './vendor-keys';
import {
  FIRST_VENDOR_PAGE,
  getVendors,
  takeEarlyFirstPage,
  type VendorListParams,
} from './vendor-list-request';

/** The query of one Vendor List page (the screen's and the early request's are the same). */
export const getVendorsQueryOptions = (params: VendorListParams) =>
  queryOptions({
    queryKey: vendorKeys.list(params),
    queryFn: ({ signal }) => getVendors(params, signal),
  });

/**
 * Starts loading the Vendor List's first page before its screen has rendered (a cold /managevendor),
 * reusing the request `requestFirstVendorPage` already sent, once: a retry asks again.
 */
export function prefetchFirstVendorPage(queryClient: QueryClient): Promise<void> {
  const options = getVendorsQueryOptions(FIRST_VENDOR_PAGE);
  return queryClient.prefetchQuery({
    ...options,
    queryFn: ({ signal }) => takeEarlyFirstPage() ?? getVendors(FIRST_VENDOR_PAGE, signal),
  });
}
