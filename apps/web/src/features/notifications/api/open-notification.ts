import type { NotificationCounts, Notifications } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsKey, showNotificationCounts } from './get-notifications';

/** POST /admin/notifications/items/{itemId}/read: this admin opened the item (read on every device). */
export async function openNotification(itemId: string): Promise<NotificationCounts> {
  const response = await api.post<{ success: true; data: NotificationCounts }>(
    `/admin/notifications/items/${itemId}/read`,
  );
  return response.data;
}

/** Shows the item read at once; the server's counts follow when it answers. */
export function useOpenNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openNotification,
    onMutate: (itemId) =>
      queryClient.setQueryData<Notifications>(notificationsKey, (current) =>
        current
          ? { ...current, items: current.items.map((i) => (i.id === itemId ? { ...i, read: true } : i)) }
          : current,
      ),
    onSuccess: (counts) => showNotificationCounts(queryClient, counts),
  });
}
