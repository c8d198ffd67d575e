import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type VendorListParams, vendorListQuery } from './vendor-list-query';

/** Keeps the previous page on screen while the next one loads. */
export function useVendors(params: VendorListParams) {
  return useQuery({ ...vendorListQuery(params), placeholderData: keepPreviousData });
}
