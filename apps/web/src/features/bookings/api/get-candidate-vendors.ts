import type { CandidateVendorListResponse } from '@seva/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-response';
import { BOOKINGS_KEY } from './get-bookings';

export interface CandidateVendorsQuery {
  bookingId: number;
  q: string;
  limit: number;
  offset: number;
}

/** Vendors for the assign view, best first: the ones that fit the booking by score (docs/product/dispatch.md), then the others with the reason why not. */
export function getCandidateVendors({
  bookingId,
  q,
  limit,
  offset,
}: CandidateVendorsQuery): Promise<CandidateVendorListResponse> {
  return api.get<CandidateVendorListResponse>(
    `/admin/data/bookings/${bookingId}/candidate-vendors${toQueryString({ q, limit, offset })}`,
  );
}

export function getCandidateVendorsQueryOptions(query: CandidateVendorsQuery) {
  return queryOptions({
    queryKey: [...BOOKINGS_KEY, 'candidate-vendors', query],
    queryFn: () => getCandidateVendors(query),
  });
}

export function useCandidateVendors(query: CandidateVendorsQuery) {
  return useQuery({
    ...getCandidateVendorsQueryOptions(query),
    placeholderData: keepPreviousData,
  });
}
