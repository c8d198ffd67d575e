import type { DispatchBoard } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-response';
import { BOOKINGS_KEY } from './get-bookings';

/** One day of the day board (docs/product/dispatch-board.md); `service_cat_id` absent: every category. */
export interface DispatchBoardRequest {
  date: string;
  serviceCatId: number | null;
}

export async function getDispatchBoard(
  { date, serviceCatId }: DispatchBoardRequest,
  signal?: AbortSignal,
): Promise<DispatchBoard> {
  const query = { date, service_cat_id: serviceCatId };
  const body = await api.get<{ success: true; data: DispatchBoard }>(
    `/admin/data/dispatch-board${toQueryString(query)}`,
    { signal },
  );
  return body.data;
}

/**
 * Under the bookings' key: an assignment (useUpdateServiceBooking) and the live booking events
 * (app/live-events/live-event-queries.ts: created, assigned, cancelled, completed) fetch it again.
 */
export function getDispatchBoardQueryOptions(request: DispatchBoardRequest) {
  return queryOptions({
    queryKey: [...BOOKINGS_KEY, 'dispatch-board', request],
    queryFn: ({ signal }) => getDispatchBoard(request, signal),
  });
}

/** The board of a day; the previous day's stays on screen while the next loads. */
export function useDispatchBoard(request: DispatchBoardRequest) {
  return useQuery({ ...getDispatchBoardQueryOptions(request), placeholderData: (previous) => previous });
}
