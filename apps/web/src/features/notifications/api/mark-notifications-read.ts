import type { NotificationCounts, NotificationReadBody } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { showNotificationCounts } from './get-notifications';

/** POST /admin/notifications/read: complaints, messages or all read for this admin, on every device. */
export async function markNotificationsRead(body: NotificationReadBody): Promise<NotificationCounts> {
  const response = await api.post<{ success: true; data: NotificationCounts }>(
    '/admin/notifications/read',
    body,
  );
  return response.data;
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (counts) => showNotificationCounts(queryClient, counts),
  });
}
