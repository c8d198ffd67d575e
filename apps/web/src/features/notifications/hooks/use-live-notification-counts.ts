import { useQueryClient } from '@tanstack/react-query';
import { chatUnreadKey } from '@/api/get-chat-unread';
import { useLiveSocket } from '@/lib/use-live-socket';
import { notificationsKey, showNotificationCounts } from '../api/get-notifications';

/**
 * Keeps the bell's counts live (docs/product/cockpit.md#live-bell): `notificationCounts` pushed on the
 * live socket replace the cached counts, mark the items stale and refetch the unread chat rooms (shared
 * with the Messages screen, src/api/get-chat-unread.ts); after a reconnection the bell
 * refetches, since pushes sent while the socket was down are not replayed.
 */
export function useLiveNotificationCounts(): void {
  const queryClient = useQueryClient();
  useLiveSocket({
    events: {
      notificationCounts: (counts) => {
        showNotificationCounts(queryClient, counts);
        void queryClient.invalidateQueries({ queryKey: notificationsKey, refetchType: 'none' });
        // The unread messages (the bell's and the Messages screen's dots) are one query, read again.
        void queryClient.invalidateQueries({ queryKey: chatUnreadKey });
      },
    },
    onReconnect: () => {
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
      void queryClient.invalidateQueries({ queryKey: chatUnreadKey });
    },
  });
}
