import type { LiveEvent } from '@seva/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { getToken, subscribeToSession } from '@/lib/session';
import { invalidateAllLiveQueries, invalidateQueriesConcernedBy } from './live-event-queries';

/**
 * While an admin is signed in, listens for the marketplace's arrivals (`marketplaceEvent`,
 * docs/product/partner-api.md#live-events) on the page's one chat socket and refreshes the lists they
 * concern, so a new application appears on Pending Approval without a reload. After a reconnection it
 * refreshes every such list, since events sent while the socket was down are not replayed.
 * socket.io-client loads after the frame has rendered, in its own chunk.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToSession, getToken, getToken);

  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let stop = () => {};
    void import('@/lib/socket').then(({ shareChatSocket }) => {
      if (stopped) return;
      const { socket, release } = shareChatSocket(token);
      let connectedBefore = socket.connected;
      const onEvent = (event: LiveEvent) => void invalidateQueriesConcernedBy(queryClient, event);
      const onConnect = () => {
        if (connectedBefore) void invalidateAllLiveQueries(queryClient);
        connectedBefore = true;
      };
      socket.on('marketplaceEvent', onEvent);
      socket.on('connect', onConnect);
      stop = () => {
        socket.off('marketplaceEvent', onEvent);
        socket.off('connect', onConnect);
        release();
      };
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [queryClient, token]);
}
