import type { BulkResponse, BulkResult, BulkVendorBody } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vendorKeys } from './vendor-keys';

export type BulkDecision = 'approve' | 'reject';

export interface BulkDecideInput {
  decision: BulkDecision;
  vendorIds: number[];
}

/** POST /admin/data/vendors/bulk/{approve|reject}: one result per vendor, in order. */
export async function bulkDecideVendors({ decision, vendorIds }: BulkDecideInput): Promise<BulkResult[]> {
  const body: BulkVendorBody = { vendor_ids: vendorIds };
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
