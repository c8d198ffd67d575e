import type { Booking, BookingResponse } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BOOKINGS_KEY } from './get-bookings';

/** One booking, as the lists show it: the assign view opened from its address (a reload, a shared link). */
export async function getBooking(bookingId: number, signal?: AbortSignal): Promise<Booking> {
  const response = await api.get<BookingResponse>(`/admin/data/bookings/${bookingId}`, { signal });
  return response.data;
}

export function getBookingQueryOptions(bookingId: number) {
  return queryOptions({
    queryKey: [...BOOKINGS_KEY, 'detail', bookingId],
    queryFn: ({ signal }) => getBooking(bookingId, signal),
  });
}

/** The booking, asked for only when nothing else has it (`enabled` false when the list handed its row over). */
export function useBooking(bookingId: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getBookingQueryOptions(bookingId), enabled });
}
