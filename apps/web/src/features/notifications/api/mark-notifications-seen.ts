import type { NotificationCounts, NotificationSeenBody } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { showNotificationCounts } from './get-notifications';

/** POST /admin/notifications/seen: this admin saw the bell up to the head it was shown, on every device. */
export async function markNotificationsSeen(body: NotificationSeenBody): Promise<NotificationCounts> {
  const response = await api.post<{ success: true; data: NotificationCounts }>(
    '/admin/notifications/seen',
    body,
  );
  return response.data;
}

export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsSeen,
    onSuccess: (counts) => showNotificationCounts(queryClient, counts),
  });
}
