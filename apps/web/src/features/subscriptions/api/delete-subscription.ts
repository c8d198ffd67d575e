import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

export function deleteSubscription(id: number): Promise<unknown> {
  return api.delete(`/admin/data/deleteSUBSCRIPTIONS/${id}`);
}

/** docs/product/subscriptions.md#subscriptions-screen: a delete reloads the list. */
export function useDeleteSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
