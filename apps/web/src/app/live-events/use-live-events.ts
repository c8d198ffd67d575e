import { useQueryClient } from '@tanstack/react-query';
import { useLiveSocket } from '@/lib/use-live-socket';
import { invalidateAllLiveQueries, invalidateQueriesConcernedBy } from './live-event-queries';

/**
 * While an admin is signed in, listens for the marketplace's arrivals (`marketplaceEvent`,
 * docs/product/partner-api.md#live-events) on the live socket and refreshes the lists they concern, so a
 * new application appears on Pending Approval without a reload. After a reconnection it refreshes every
 * such list, since events sent while the socket was down are not replayed.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  useLiveSocket({
    events: { marketplaceEvent: (event) => void invalidateQueriesConcernedBy(queryClient, event) },
    onReconnect: () => void invalidateAllLiveQueries(queryClient),
  });
}
