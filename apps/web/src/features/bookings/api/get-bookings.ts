import { type BookingListResponse, type BookingSortField, bookingSortFields } from '@seva/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { getEntityTimelineQueryOptions } from '@/api/get-entity-timeline';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-response';
import { type ListSort, optionalSortParam } from '@/lib/url-params';

/** The two lists of the screen: Service Request (no vendor yet) and Assigned. */
export type BookingTab = 'requests' | 'assigned';

/**
 * The lists' sort in the URL: null for the list's own default (BOOKINGS_DEFAULT_SORT), as the two lists'
 * defaults differ.
 */
export const BOOKINGS_SORT = optionalSortParam(bookingSortFields);

/**
 * Each list's order when no header says otherwise (docs/product/bookings.md#booking-details): Service
 * Request by slot, soonest first (unscheduled ones last); Assigned newest booking first.
 */
export const BOOKINGS_DEFAULT_SORT: Record<BookingTab, ListSort<BookingSortField>> = {
  requests: 'scheduled_start',
  assigned: '-booking_id',
};

export interface BookingsQuery {
  tab: BookingTab;
  /** Customer name contains this (case-insensitive); '' for all. */
  q: string;
  limit: number;
  offset: number;
  /** The lists send theirs; whether any booking is assigned needs none. */
  sort?: ListSort<BookingSortField>;
  /** The slot's Asia/Kolkata days (`YYYY-MM-DD`), inclusive; null or absent for any. */
  dateFrom?: string | null;
  dateTo?: string | null;
}

export const BOOKINGS_KEY = ['bookings'] as const;

export function getBookings({
  tab,
  q,
  limit,
  offset,
  sort,
  dateFrom,
  dateTo,
}: BookingsQuery): Promise<BookingListResponse> {
  const assigned = tab === 'assigned' ? 1 : 0;
  const query = toQueryString({
    assigned,
    q,
    date_from: dateFrom ?? undefined,
    date_to: dateTo ?? undefined,
    sort,
    limit,
    offset,
  });
  return api.get<BookingListResponse>(`/admin/data/getcustomerservicedetails${query}`);
}

export function getBookingsQueryOptions(query: BookingsQuery) {
  return queryOptions({
    queryKey: [...BOOKINGS_KEY, 'list', query],
    queryFn: () => getBookings(query),
  });
}

/**
 * One page of bookings. The previous page of the same table stays on screen while the next page or
 * search loads; the other table's rows never stand in for this one's.
 */
export function useBookings(query: BookingsQuery) {
  return useQuery({
    ...getBookingsQueryOptions(query),
    placeholderData: (previous, previousQuery) => {
      const previousTab = (previousQuery?.queryKey[2] as BookingsQuery | undefined)?.tab;
      return previousTab === query.tab ? previous : undefined;
    },
  });
}

/** Whether any booking has a vendor (docs/product/bookings.md#booking-details: Assigned is disabled when there are none). */
export function getHasAssignedBookingsQueryOptions() {
  return queryOptions({
    queryKey: [...BOOKINGS_KEY, 'has-assigned'],
    queryFn: () => getBookings({ tab: 'assigned', q: '', limit: 1, offset: 0 }),
  });
}

export function useHasAssignedBookings() {
  return useQuery({
    ...getHasAssignedBookingsQueryOptions(),
    // The row itself, not `total`: a cached count may lag behind a fresh assignment.
    select: (response) => response.data.length > 0,
  });
}

/** After an admin changes a booking, its history (Customer Service Details) is read again when shown. */
export function refreshBookingHistory(queryClient: QueryClient, bookingId: number) {
  return queryClient.invalidateQueries({
    queryKey: getEntityTimelineQueryOptions('booking', bookingId).queryKey,
  });
}
