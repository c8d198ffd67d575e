import { type Booking, bookingStatus, slotEnd } from '@seva/contract';
import { toCustomerFields } from '../customers/service';
import type { BookingListRow, BookingRow } from './repository';

/** A stored booking as the API shows it: address as an object, status derived (docs/product/bookings.md#booking-status). */
export function toBooking(row: BookingListRow): Booking {
  return {
    booking_id: row.booking_id,
    vendor_id: row.vendor_id,
    ...toCustomerFields(row),
    service_cat_id: row.service_cat_id,
    service_category_name: row.service_category_name,
    service_desc: row.service_desc,
    service_price: row.service_price === null ? null : Number(row.service_price),
    service_category_url: row.service_category_url,
    cancelled_reason: row.cancelled_reason,
    is_cancelled: row.is_cancelled,
    is_completed: row.is_completed,
    is_booked: row.is_booked,
    status: bookingStatus(row),
    assigned_at: row.assigned_at,
    created_at: row.created_at,
    scheduled_start: row.scheduled_start,
    scheduled_end: row.scheduled_start === null ? null : slotEnd(row.scheduled_start),
    customer_city: row.customer_city,
    review_count: Number(row.review_count),
  };
}

/**
 * The booking's JSON without review_count and the closing brace: review_count changes with other rows
 * (the vendor's reviews), so it is read with the page and appended (bookingTail).
 */
export function bookingHead(row: BookingRow): string {
  return JSON.stringify({ ...toBooking({ ...row, review_count: 0 }), review_count: undefined }).slice(0, -1);
}

/** What follows a bookingHead: the review count and the closing brace. */
export function bookingTail(reviewCount: number | string | null): string {
  return `,"review_count":${Number(reviewCount)}}`;
}
