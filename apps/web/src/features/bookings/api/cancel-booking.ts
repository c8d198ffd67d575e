import type { CancelBookingBody, CancelBookingResponse } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BOOKINGS_KEY, refreshBookingHistory } from './get-bookings';

export interface CancelBookingInput {
  bookingId: number;
  body: CancelBookingBody;
}

/** Cancels a booking with a reason; the server refuses (409) one already cancelled, completed or changed meanwhile. */
export function cancelBooking({ bookingId, body }: CancelBookingInput): Promise<CancelBookingResponse> {
  return api.post<CancelBookingResponse>(`/admin/data/bookings/${bookingId}/cancel`, body);
}

/**
 * docs/product/bookings.md#cancelling: whether it lands or is refused, the bookings and the booking's
 * history are fetched again (a refusal usually means the booking changed meanwhile).
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: (_data, _error, { bookingId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
        refreshBookingHistory(queryClient, bookingId),
      ]),
  });
}
