import type { NotificationCounts } from '@seva/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { getToken, subscribeToSession } from '@/lib/session';
import { notificationsKey, showNotificationCounts } from '../api/get-notifications';

/**
 * Keeps the bell's counts live (docs/product/cockpit.md#live-bell): `notificationCounts` pushed on the
 * page's one chat socket replace the cached counts and mark the items stale; after a reconnection the
 * bell refetches, since pushes sent while the socket was down are not replayed.
 */
export function useLiveNotificationCounts(): void {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToSession, getToken, getToken);

  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let stop = () => {};
    const connect = () =>
      import('@/lib/socket').then(({ shareChatSocket }) => {
        if (stopped) return;
        const { socket, release } = shareChatSocket(token);
        let connectedBefore = socket.connected;
        const onCounts = (counts: NotificationCounts) => {
          showNotificationCounts(queryClient, counts);
          void queryClient.invalidateQueries({ queryKey: notificationsKey, refetchType: 'none' });
        };
        const onConnect = () => {
          if (connectedBefore) void queryClient.invalidateQueries({ queryKey: notificationsKey });
          connectedBefore = true;
        };
        socket.on('notificationCounts', onCounts);
        socket.on('connect', onConnect);
        stop = () => {
          socket.off('notificationCounts', onCounts);
          socket.off('connect', onConnect);
          release();
        };
      });
    void connect();
    return () => {
      stopped = true;
      stop();
    };
  }, [queryClient, token]);
}
