import { useQueryClient } from '@tanstack/react-query';
import { useLiveSocket } from '@/lib/use-live-socket';
import { notificationsKey, showNotificationCounts } from '../api/get-notifications';

/**
 * Keeps the bell's counts live (docs/product/cockpit.md#live-bell): `notificationCounts` pushed on the
 * live socket replace the cached counts and mark the items stale; after a reconnection the bell
 * refetches, since pushes sent while the socket was down are not replayed.
 */
export function useLiveNotificationCounts(): void {
  const queryClient = useQueryClient();
  useLiveSocket({
    events: {
      notificationCounts: (counts) => {
        showNotificationCounts(queryClient, counts);
        void queryClient.invalidateQueries({ queryKey: notificationsKey, refetchType: 'none' });
      },
    },
    onReconnect: () => void queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
