import {
  decisionToFlags,
  type UpdateVendorBody,
  type Vendor,
  type VendorDecision,
  type VendorResponse,
} from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vendorKeys } from './vendor-keys';

export interface UpdateVendorInput {
  vendor: Pick<Vendor, 'vendor_id' | 'vendor_name'>;
  /** A rejection carries its reason, told to the vendor (docs/product/vendors.md#reject-with-a-reason). */
  decision: VendorDecision;
}

/** The payload of a decision; the server records the signed-in admin as approver, whatever is sent. */
export function updateVendorBody(vendorId: number, decision: VendorDecision): UpdateVendorBody {
  return { vendor_id: vendorId, ...decisionToFlags(decision) };
}

export async function updateVendor({ vendor, decision }: UpdateVendorInput): Promise<Vendor> {
  const response = await api.put<VendorResponse>(
    '/admin/data/updatevendors',
    updateVendorBody(vendor.vendor_id, decision),
  );
  return response.data;
}

/**
 * A decision on a vendor. Afterwards, failed or not (a 409 means someone else decided first), every
 * vendor list and detail is refreshed; on success the vendor's details are the server's answer.
 */
export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: vendorKeys.decision(),
    mutationFn: updateVendor,
    onSuccess: (vendor) => queryClient.setQueryData(vendorKeys.detail(vendor.vendor_id), vendor),
    onSettled: (vendor) =>
      queryClient.invalidateQueries({
        queryKey: vendorKeys.all,
        predicate: (query) => !vendor || !isDetailOf(query.queryKey, vendor.vendor_id),
      }),
  });
}

function isDetailOf(queryKey: readonly unknown[], vendorId: number): boolean {
  return queryKey[1] === 'detail' && queryKey[2] === vendorId;
}
