import type { Vendor, VendorResponse } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vendorKeys } from './vendor-keys';

export async function getVendor(vendorId: number, signal?: AbortSignal): Promise<Vendor> {
  const response = await api.get<VendorResponse>(`/admin/data/vendors/${vendorId}`, { signal });
  return response.data;
}

interface UseVendorOptions {
  /** A copy already at hand (navigation state) to show while the current one loads. */
  placeholder?: Vendor;
  enabled?: boolean;
}

export function getVendorQueryOptions(vendorId: number) {
  return queryOptions({
    queryKey: vendorKeys.detail(vendorId),
    queryFn: ({ signal }) => getVendor(vendorId, signal),
  });
}

export function useVendor(vendorId: number, { placeholder, enabled = true }: UseVendorOptions = {}) {
  return useQuery({
    ...getVendorQueryOptions(vendorId),
    placeholderData: placeholder,
    enabled,
  });
}
