import type { NotificationCounts, Notifications } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsKey, showNotificationCounts } from './get-notifications';

/** POST /admin/notifications/items/{itemId}/dismiss: the bell no longer lists the item for this admin. */
export async function dismissNotification(itemId: string): Promise<NotificationCounts> {
  const response = await api.post<{ success: true; data: NotificationCounts }>(
    `/admin/notifications/items/${itemId}/dismiss`,
  );
  return response.data;
}

/** Removes the item at once; a refusal brings it back (the list is fetched again). */
export function useDismissNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissNotification,
    onMutate: (itemId) =>
      queryClient.setQueryData<Notifications>(notificationsKey, (current) =>
        current ? { ...current, items: current.items.filter((i) => i.id !== itemId) } : current,
      ),
    onSuccess: (counts) => showNotificationCounts(queryClient, counts),
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
