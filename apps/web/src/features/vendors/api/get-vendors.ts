import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getVendorsQueryOptions } from './vendor-list-query';
import type { VendorListParams } from './vendor-list-request';

/** Keeps the previous page on screen while the next one loads. */
export function useVendors(params: VendorListParams) {
  return useQuery({ ...getVendorsQueryOptions(params), placeholderData: keepPreviousData });
}
