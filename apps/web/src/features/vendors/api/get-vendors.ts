import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getVendorsQueryOptions, type VendorListParams } from './vendor-list-query';

/** Keeps the previous page on screen while the next one loads. */
export function useVendors(params: VendorListParams) {
  return useQuery({ ...getVendorsQueryOptions(params), placeholderData: keepPreviousData });
}
