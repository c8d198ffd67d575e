import type { AssignBookingBody, AssignBookingResponse } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BOOKINGS_KEY, refreshBookingHistory } from './get-bookings';

/**
 * Assigns a vendor to a booking, or re-assigns it (`reassign`, `previous_vendor_id`); the server refuses (409)
 * when someone else assigned it first.
 */
export function updateServiceBooking(body: AssignBookingBody): Promise<AssignBookingResponse> {
  return api.put<AssignBookingResponse>('/admin/data/updateservicebooking', body);
}

/**
 * docs/product/bookings.md#assignment-flow: on success the bookings and the booking's history are fetched again. A refused assignment
 * refreshes them too, since it usually means the booking changed meanwhile.
 */
export function useUpdateServiceBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceBooking,
    onSettled: (_data, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
        refreshBookingHistory(queryClient, body.booking_id),
      ]),
  });
}
