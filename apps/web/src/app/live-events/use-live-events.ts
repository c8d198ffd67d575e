import type { LiveEvent } from '@seva/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { getToken, subscribeToSession } from '@/lib/session';
import { invalidateAllLiveQueries, invalidateQueriesConcernedBy } from './live-event-queries';

/**
 * While an admin is signed in, listens for the marketplace's arrivals (`marketplaceEvent`,
 * docs/product/partner-api.md#live-events) on the page's one chat socket and refreshes the lists they
 * concern, so a new application appears on Pending Approval without a reload. After a reconnection it
 * refreshes every such list, since events sent while the socket was down are not replayed; a socket that
 * gave up is asked to connect again when the browser comes back online or the tab is shown again.
 */
export function useLiveEvents(): void {
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
        const onEvent = (event: LiveEvent) => void invalidateQueriesConcernedBy(queryClient, event);
        const onConnect = () => {
          if (connectedBefore) void invalidateAllLiveQueries(queryClient);
          connectedBefore = true;
        };
        // socket.io gives up after its reconnection attempts (docs/product/chat.md#connection-status); the
        // frame tries again when the network or the tab comes back, so live updates do not stop for good.
        const revive = () => {
          if (!socket.active && document.visibilityState === 'visible') socket.connect();
        };
        socket.on('marketplaceEvent', onEvent);
        socket.on('connect', onConnect);
        window.addEventListener('online', revive);
        document.addEventListener('visibilitychange', revive);
        stop = () => {
          socket.off('marketplaceEvent', onEvent);
          socket.off('connect', onConnect);
          window.removeEventListener('online', revive);
          document.removeEventListener('visibilitychange', revive);
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
