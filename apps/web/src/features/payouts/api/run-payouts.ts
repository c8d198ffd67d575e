import type { CreatePayoutsBody, CreatePayoutsResponse } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PAYOUTS_API_PATH } from './get-payouts';
import { payoutKeys } from './payout-keys';

/**
 * POST /admin/data/payouts: pays the vendors owed enough (every vendor unless `vendor_ids`). Needs a
 * two-step code entered lately: the api client asks for it and sends the call again.
 */
export async function runPayouts(body: CreatePayoutsBody = {}): Promise<CreatePayoutsResponse['data']> {
  const response = await api.post<CreatePayoutsResponse>(PAYOUTS_API_PATH, body);
  return response.data;
}

export function useRunPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runPayouts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}
