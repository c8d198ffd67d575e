import type { BulkResolveComplaintsBody, BulkResponse, BulkResult } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ComplaintKind } from '../complaint-view';
import { COMPLAINTS_KEY } from './complaint-query';

export interface BulkResolveInput {
  kind: ComplaintKind;
  ids: number[];
  note: string;
}

/** POST /admin/data/complaints/{vendor|customer}/bulk/resolve: one result per complaint, in order. */
export async function bulkResolveComplaints({ kind, ids, note }: BulkResolveInput): Promise<BulkResult[]> {
  const body: BulkResolveComplaintsBody = { complaint_ids: ids, note };
  const response = await api.post<BulkResponse>(`/admin/data/complaints/${kind}/bulk/resolve`, body);
  return response.data.results;
}

/** Resolves several complaints at once; afterwards, failed or not, every complaint query is fetched again. */
export function useBulkResolveComplaints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkResolveComplaints,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMPLAINTS_KEY }),
  });
}
