import type { BookingDetail, BookingResponse } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BOOKINGS_KEY } from './get-bookings';

/**
 * One booking, as the lists show it, with what its customer paid and may still be refunded
 * (`payment_id`, `paid_amount`, `refundable_amount`): the assign view opened from its address (a reload, a
 * shared link), the cancel dialog's refund and the details' payment.
 */
export async function getBooking(bookingId: number, signal?: AbortSignal): Promise<BookingDetail> {
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

/**
 * What the customer paid for the booking, read again whenever a dialog opens for it (the cancel dialog
 * offers to refund it, Customer Service Details shows it); nothing is asked while `bookingId` is null.
 * The refund live events keep it fresh while the dialog is open (app/live-events/live-event-queries.ts).
 */
export function useBookingPayment(bookingId: number | null) {
  return useQuery({
    ...getBookingQueryOptions(bookingId ?? 0),
    enabled: bookingId !== null,
    staleTime: 0,
  });
}
