import type { VendorResponse } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BOOKINGS_KEY } from './get-bookings';

/** The name of a booking's current vendor, for the re-assignment's question (the booking row has only its id). */
export async function getCurrentVendorName(vendorId: number, signal?: AbortSignal): Promise<string> {
  const response = await api.get<VendorResponse>(`/admin/data/vendors/${vendorId}`, { signal });
  return response.data.vendor_name;
}

export function getCurrentVendorNameQueryOptions(vendorId: number) {
  return queryOptions({
    queryKey: [...BOOKINGS_KEY, 'current-vendor', vendorId],
    queryFn: ({ signal }) => getCurrentVendorName(vendorId, signal),
  });
}

/** docs/product/bookings.md#re-assigning; nothing is fetched for an unassigned booking (null). */
export function useCurrentVendorName(vendorId: number | null) {
  return useQuery({ ...getCurrentVendorNameQueryOptions(vendorId ?? 0), enabled: vendorId !== null });
}
