import type { NotificationCounts, Notifications } from '@seva/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const notificationsKey = ['notifications'] as const;

/** GET /admin/notifications: the bell's counts and the latest arrivals (docs/product/cockpit.md#live-bell). */
export async function getNotifications(signal?: AbortSignal): Promise<Notifications> {
  const response = await api.get<{ success: true; data: Notifications }>('/admin/notifications', { signal });
  return response.data;
}

export function getNotificationsQueryOptions() {
  return queryOptions({ queryKey: notificationsKey, queryFn: ({ signal }) => getNotifications(signal) });
}

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}

/** Fresh counts from the server (a push or a read) replace the cached ones; the items stay until refetched. */
export function showNotificationCounts(queryClient: QueryClient, counts: NotificationCounts): void {
  queryClient.setQueryData<Notifications>(notificationsKey, (current) =>
    current ? { ...current, counts } : current,
  );
}
