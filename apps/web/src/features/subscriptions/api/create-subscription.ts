import type { InsertSubscriptionBody, SubscriptionPlan } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

export async function createSubscription(input: InsertSubscriptionBody): Promise<SubscriptionPlan> {
  const body = await api.post<{ data: SubscriptionPlan }>('/admin/data/insertSUBSCRIPTIONS', input);
  return body.data;
}

export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
