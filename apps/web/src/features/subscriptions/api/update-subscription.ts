import type { SubscriptionPlan, UpdateSubscriptionBody } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

export async function updateSubscription(input: UpdateSubscriptionBody): Promise<SubscriptionPlan> {
  const body = await api.put<{ data: SubscriptionPlan }>('/admin/data/updateSUBSCRIPTIONS', input);
  return body.data;
}

/** docs/product/subscriptions.md#edit-dialog: an update reloads the list. */
export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
