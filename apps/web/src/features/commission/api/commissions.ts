import type { Commission, CommissionListResponse, UpdateCommissionsBody } from '@seva/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET and PUT /admin/data/commissions (docs/product/vendor-ledger.md#commission). */
export const COMMISSIONS_API_PATH = '/admin/data/commissions';
export const COMMISSIONS_KEY = ['commissions'] as const;

export async function getCommissions(): Promise<Commission[]> {
  return (await api.get<CommissionListResponse>(COMMISSIONS_API_PATH)).data;
}

export function getCommissionsQueryOptions() {
  return queryOptions({ queryKey: COMMISSIONS_KEY, queryFn: getCommissions });
}

/** Every category's commission in force (a small list, loaded whole). */
export function useCommissions() {
  return useQuery(getCommissionsQueryOptions());
}

/** PUT commissions (permission commissions.manage): the changed categories; answers every commission. */
export async function updateCommissions(body: UpdateCommissionsBody): Promise<Commission[]> {
  return (await api.put<CommissionListResponse>(COMMISSIONS_API_PATH, body)).data;
}

export function useUpdateCommissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommissions,
    onSuccess: (data) => queryClient.setQueryData(COMMISSIONS_KEY, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMMISSIONS_KEY }),
  });
}
