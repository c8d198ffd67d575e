import type { VendorPaymentListResponse } from '@seva/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-response';

export interface VendorPaymentsQuery {
  /** Vendor name contains this (case-insensitive); '' for all. */
  q: string;
  limit: number;
  offset: number;
}

export function getVendorPaymentDetails({
  q,
  limit,
  offset,
}: VendorPaymentsQuery): Promise<VendorPaymentListResponse> {
  return api.get<VendorPaymentListResponse>(
    `/admin/data/getvendorpaymentdetails${toQueryString({ q, limit, offset })}`,
  );
}

/** One page of vendor subscription payments, newest first; the previous page stays while the next loads. */
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
