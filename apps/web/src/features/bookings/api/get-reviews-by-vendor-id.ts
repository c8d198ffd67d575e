import type { ReviewListResponse } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getReviewsByVendorId(vendorId: number): Promise<ReviewListResponse> {
  return api.get<ReviewListResponse>(`/admin/data/getReviewsByVendorId/${vendorId}`);
}

/** A vendor's reviews, read fresh every time the dialog opens (cache bypass, docs/product/bookings.md#reviews-dialog). */
export function getVendorReviewsQueryOptions(vendorId: number | null) {
  return queryOptions({
    queryKey: ['reviews', vendorId],
    queryFn: () => getReviewsByVendorId(vendorId as number),
  });
}

export function useVendorReviews(vendorId: number | null) {
  return useQuery({
    ...getVendorReviewsQueryOptions(vendorId),
    enabled: vendorId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
