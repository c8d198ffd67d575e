import type { BulkRejectVendorBody, BulkResponse, BulkResult } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vendorKeys } from './vendor-keys';

export type BulkDecision = 'approve' | 'reject';

export interface BulkDecideInput {
  decision: BulkDecision;
  vendorIds: number[];
  /** A rejection's one reason, told to every vendor rejected (docs/product/vendors.md#reject-with-a-reason). */
  reason?: string;
}

/** POST /admin/data/vendors/bulk/{approve|reject}: one result per vendor, in order. */
export async function bulkDecideVendors({
  decision,
  vendorIds,
  reason,
}: BulkDecideInput): Promise<BulkResult[]> {
  const given = decision === 'reject' ? reason?.trim() : undefined;
  const body: BulkRejectVendorBody = { vendor_ids: vendorIds, ...(given ? { rejected_reason: given } : {}) };
  const response = await api.post<BulkResponse>(`/admin/data/vendors/bulk/${decision}`, body);
  return response.data.results;
}

/** Approves or rejects several vendors at once; afterwards, failed or not, every vendor query is fetched again. */
export function useBulkDecideVendors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDecideVendors,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}
