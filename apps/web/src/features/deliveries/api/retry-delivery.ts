import type { OutboxDelivery, OutboxDeliveryResponse } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { DELIVERIES_KEY } from './get-deliveries';

/** POST /admin/outbox/{id}/retry: a failed (dead) delivery tried again now. */
export async function retryDelivery(id: number): Promise<OutboxDelivery> {
  const response = await api.post<OutboxDeliveryResponse>(`/admin/outbox/${id}/retry`);
  return response.data;
}

export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY }),
  });
}
