import type { RescheduleBookingBody, RescheduleBookingResponse } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BOOKINGS_KEY, refreshBookingHistory } from './get-bookings';

export interface RescheduleBookingInput {
  bookingId: number;
  body: RescheduleBookingBody;
}

/**
 * Moves an open booking to another slot with a reason (docs/product/bookings.md#rescheduling); the answer
 * says whether its vendor kept it (`vendor_kept`).
 */
export function rescheduleBooking({
  bookingId,
  body,
}: RescheduleBookingInput): Promise<RescheduleBookingResponse> {
  return api.post<RescheduleBookingResponse>(`/admin/data/bookings/${bookingId}/reschedule`, body);
}

/** Whether it lands or is refused, the bookings and the booking's history are fetched again. */
export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleBooking,
    onSettled: (_data, _error, { bookingId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
        refreshBookingHistory(queryClient, bookingId),
      ]),
  });
}
