import type { EditVendorBody, Vendor, VendorResponse } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vendorKeys } from './vendor-keys';

export interface EditVendorInput {
  vendorId: number;
  body: EditVendorBody;
}

/** PATCH /admin/data/vendors/{vendorId}: the operating details (docs/product/vendors.md#edit-details). */
export async function editVendor({ vendorId, body }: EditVendorInput): Promise<Vendor> {
  const response = await api.patch<VendorResponse>(`/admin/data/vendors/${vendorId}`, body);
  return response.data;
}

/** Saves a vendor's details; its detail is the server's answer, and every vendor list is fetched again. */
export function useEditVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editVendor,
    onSuccess: (vendor) => queryClient.setQueryData(vendorKeys.detail(vendor.vendor_id), vendor),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.lists() }),
  });
}
