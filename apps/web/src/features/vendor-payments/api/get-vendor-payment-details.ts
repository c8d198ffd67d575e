import {
  type VendorPaymentListResponse,
  type VendorPaymentSortField,
  vendorPaymentSortFields,
} from '@seva/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-response';
import { type ListSort, sortParam } from '@/lib/url-params';

/** Vendor Payments' settings in its URL beside `q` and `page`: the sort, newest payment first. */
export const VENDOR_PAYMENTS_URL = { sort: sortParam(vendorPaymentSortFields, '-payment_date') };

export interface VendorPaymentsQuery {
  /** Vendor name contains this (case-insensitive); '' for all. */
  q: string;
  limit: number;
  offset: number;
  sort: ListSort<VendorPaymentSortField>;
}

export function getVendorPaymentDetails({
  q,
  limit,
  offset,
  sort,
}: VendorPaymentsQuery): Promise<VendorPaymentListResponse> {
  return api.get<VendorPaymentListResponse>(
    `/admin/data/getvendorpaymentdetails${toQueryString({ q, sort, limit, offset })}`,
  );
}

/** One page of vendor subscription payments in the order chosen; the previous page stays while the next loads. */
export function getVendorPaymentDetailsQueryOptions(query: VendorPaymentsQuery) {
  return queryOptions({
    queryKey: ['vendor-payments', query],
    queryFn: () => getVendorPaymentDetails(query),
  });
}

export function useVendorPaymentDetails(query: VendorPaymentsQuery) {
  return useQuery({
    ...getVendorPaymentDetailsQueryOptions(query),
    placeholderData: keepPreviousData,
  });
}
