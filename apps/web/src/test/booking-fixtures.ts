import { notifications } from '@mantine/notifications';
import type { Booking, BookingDetail, CandidateVendor, Review, SlotSettings } from '@seva/contract';
import { act } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { letEmptyMediaQueryMatch } from './match-media';

/** Rows for the bookings component tests, shaped as the API sends them. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    booking_id: 41,
    vendor_id: null,
    customer_id: 7,
    customer_name: 'Priya Gill',
    mobile: '8529356969',
    customer_email: 'priya.gill@example.in',
    customer_country: 'India',
    gender: 'Female',
    customer_address: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zip: '411001' },
    service_cat_id: 3,
    service_category_name: 'AC Repair',
    service_desc: 'Gas refill. Please come after 5 pm.',
    service_price: 1299.5,
    service_category_url: '/uploads/ac.png',
    cancelled_reason: null,
    is_cancelled: 0,
    is_completed: 0,
    is_booked: 0,
    status: 'Pending',
    assigned_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    // Thu 3 Dec 2026, 08:00–10:00 India time (docs/product/slots.md).
    scheduled_start: '2026-12-03T02:30:00.000Z',
    scheduled_end: '2026-12-03T04:30:00.000Z',
    customer_city: 'Pune',
    review_count: 0,
    ...overrides,
  };
}

/**
 * One booking as GET /admin/data/bookings/{id} answers it: the list's row and what its customer paid
 * (unpaid unless told: no payment, ₹0).
 */
export function aBookingDetail(overrides: Partial<BookingDetail> = {}): BookingDetail {
  return { ...aBooking(), payment_id: null, paid_amount: 0, refundable_amount: 0, ...overrides };
}

export function aCandidate(overrides: Partial<CandidateVendor> = {}): CandidateVendor {
  return {
    vendor_id: 90,
    vendor_name: 'Baidehi Namboothiri',
    name_of_bussiness: 'Namboothiri AC Services',
    bussiness_category: 'AC Repair',
    vendor_mobile: '9351197480',
    service_cat_id: 3,
    service_start_time: '09:00',
    service_end_time: '20:00',
    eligible: true,
    reason: null,
    score: 82,
    reasons: [
      { code: 'category', ok: true, text: 'Serves AC Repair' },
      { code: 'distance', ok: true, text: '3.2 km away, inside its 10 km radius' },
    ],
    distance_km: 3.2,
    ...overrides,
  };
}

export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    booking_id: 41,
    vendor_id: 90,
    review_id: 112,
    rating: 4,
    review_text: 'Good work.',
    ...overrides,
  };
}

export function listBody<T>(data: T[], total = data.length) {
  return { success: true, data, total };
}

/** Booking 52, assigned to vendor 90 (Baidehi Namboothiri in the tests that name her). */
export const anAssignedBooking = (overrides: Partial<Booking> = {}) =>
  aBooking({
    booking_id: 52,
    vendor_id: 90,
    customer_name: 'Indira Gandhi',
    is_booked: 1,
    status: 'Booked',
    ...overrides,
  });

/** The booking list the Booking Details screen reads, and its requests as mockFetch routes. */
export const BOOKING_LIST = '/admin/data/getcustomerservicedetails';
export const BookingRoutes = {
  /** The Requests table's first page. */
  requests: `GET ${BOOKING_LIST}?assigned=0&sort=scheduled_start&limit=50&offset=0`,
  /** The Assigned table's first page. */
  assigned: `GET ${BOOKING_LIST}?assigned=1&sort=-booking_id&limit=50&offset=0`,
  /** Whether any booking is assigned (one row). */
  hasAssigned: `GET ${BOOKING_LIST}?assigned=1&limit=1&offset=0`,
  assign: 'PUT /admin/data/updateservicebooking',
  /** The server's slot settings (the Reschedule dialog's slots). */
  slotSettings: 'GET /admin/settings/slots',
} as const;

/** GET /admin/settings/slots's body: the server's defaults (8–20, 14 days ahead) unless told. */
export function slotSettingsBody(settings: Partial<SlotSettings> = {}) {
  return {
    success: true,
    data: { first_hour: 8, last_hour: 20, days_ahead: 14, reschedule_cutoff_hours: 2, ...settings },
  };
}

/** The Booking Details tests' frame: a stored admin token and the screen's media query before each, no notice left after. */
export function prepareBookingScreen(): void {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'test-token');
    letEmptyMediaQueryMatch();
  });
  afterEach(() => act(() => notifications.clean()));
}
