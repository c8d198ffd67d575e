import { z } from 'zod';
import { rupees } from './catalogue-fields';
import { customerAddressSchema } from './customers';
import { dataResponseSchema, listQuerySchema, pagedResponseSchema } from './envelope';
import { MAX_DB_ID } from './ids';
import { sortSchema } from './list-sort';
import { bookingSortFields } from './list-sort-fields';
import { refundSchema } from './refunds';
import { safeText } from './safe-text';
import { kolkataDaySchema, scheduledStartSchema } from './slots';
import { idParamSchema } from './vendors';

/*
 * Customer service bookings (Service Request / Assigned) and what the admin does to one: assign (or
 * re-assign) a vendor, cancel. Every path is under /api/v1/admin/data (docs/product/api.md#customers-bookings-and-payments).
 * Money is a number of rupees exact to the paisa (ADR 003): 1299.5 means ₹1,299.50.
 */

const flag = z.union([z.literal(0), z.literal(1)]);
const text = z.string().nullable();
const id = z.number().int().min(1).max(MAX_DB_ID);

// ---------------------------------------------------------------------------------------------------
// The list: GET /admin/data/getcustomerservicedetails

/**
 * A customer service booking with every field of docs/product/data-and-security.md#booking. `status` is bookingStatus() of the three flags
 * (docs/product/bookings.md#booking-status). `vendor_id` null means Service Request; set means Assigned.
 */
export const bookingSchema = z.object({
  booking_id: z.number().int(),
  /** Null while unassigned (Service Request). */
  vendor_id: z.number().int().nullable(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  mobile: text,
  customer_email: text,
  customer_country: text,
  gender: text,
  customer_address: customerAddressSchema.nullable(),
  service_cat_id: z.number().int(),
  service_category_name: text,
  service_desc: text,
  /** Rupees, exact to the paisa. */
  service_price: z.number().nullable(),
  /** Image of the service category; may be broken (fall back to the workman picture). */
  service_category_url: text,
  cancelled_reason: text,
  is_cancelled: flag,
  is_completed: flag,
  is_booked: flag,
  /** docs/product/bookings.md#booking-status: Cancelled, else Completed, else Booked, else Pending. */
  status: z.enum(['Cancelled', 'Completed', 'Booked', 'Pending']),
  /** When the current vendor was assigned (ISO-8601 UTC); null while unassigned. */
  assigned_at: text,
  created_at: z.string(),
  /**
   * The start of its two-hour slot (ISO-8601 UTC; docs/product/slots.md); null for a booking made before
   * slots ("Not scheduled"). `scheduled_end` is two hours later.
   */
  scheduled_start: text,
  scheduled_end: text,
  /** The city of the customer's address when booked; null when unknown. */
  customer_city: text,
  /** Number of reviews of the assigned vendor (all its bookings); 0 when unassigned. 0 → disable View Reviews. */
  review_count: z.number().int().min(0),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * GET getcustomerservicedetails?assigned=0|1&q=&date_from=&date_to=&limit=&offset=&sort=
 * - assigned=0: Service Request (vendor_id null); assigned=1: Assigned (vendor_id set); absent: both.
 * - q: case-insensitive substring of customer_name or mobile (a phone number as typed matches mobile on its
 *   digits, phoneSearchDigits).
 * - date_from / date_to: Asia/Kolkata days (`YYYY-MM-DD`), inclusive, on the booking's slot
 *   (`scheduled_start`); a booking without a slot never matches either. date_from after date_to: 400.
 * - Whether any assigned booking exists: `?assigned=1&limit=1` and read `total`.
 */
export const bookingListQuerySchema = listQuerySchema
  .extend({
    assigned: z
      .enum(['0', '1'], { error: 'assigned must be 0 or 1' })
      .transform(Number)
      .pipe(flag)
      .optional(),
    sort: sortSchema(bookingSortFields).optional(),
    date_from: kolkataDaySchema('date_from').optional(),
    date_to: kolkataDaySchema('date_to').optional(),
  })
  .refine(
    (query) =>
      query.date_from === undefined || query.date_to === undefined || query.date_from <= query.date_to,
    {
      message: 'date_from must not be after date_to',
      path: ['date_from'],
    },
  );
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;

/** `{ success: true, data: Booking[], total? }` — total is present when limit is given. */
export const bookingListResponseSchema = pagedResponseSchema(bookingSchema);
export type BookingListResponse = z.infer<typeof bookingListResponseSchema>;

/** The `{bookingId}` of /admin/data/bookings/{bookingId}/… (cancel, candidate-vendors). */
export const bookingIdParamsSchema = z.object({ bookingId: idParamSchema });

// ---------------------------------------------------------------------------------------------------
// Assignment: PUT /admin/data/updateservicebooking

/**
 * Assign `vendor_id` to `booking_id`. It succeeds only while the booking is unassigned, unless
 * `reassign: true` names an explicit re-assignment of an assigned booking (to a different vendor).
 * `previous_vendor_id` (optional, with reassign) makes the re-assignment conditional on the vendor the
 * admin saw, so two re-assignments cannot both win either.
 *
 * Statuses: 200 `{ success, data: Booking }`; 400 missing/invalid ids; 404 unknown booking or vendor;
 * 409 already assigned (lost the race, or no reassign), cancelled or completed booking, same vendor;
 * 422 vendor blocked, rejected, not approved, or of another service category.
 */
export const assignBookingBodySchema = z.strictObject({
  booking_id: id,
  vendor_id: id,
  reassign: z.boolean().optional(),
  previous_vendor_id: id.optional(),
});
export type AssignBookingBody = z.infer<typeof assignBookingBodySchema>;

export const assignBookingResponseSchema = dataResponseSchema(bookingSchema);
/**
 * One booking as GET /admin/data/bookings/{bookingId} shows it: the lists' fields, and what the customer
 * paid for it, so the cancel dialog can offer a refund (docs/product/bookings.md#cancelling).
 */
export const bookingDetailSchema = bookingSchema.extend({
  /** The booking's customer payment (customer_payments.payment_id); null when nothing was paid. */
  payment_id: z.number().int().nullable(),
  /** Rupees captured for the booking; 0 when nothing was paid. */
  paid_amount: z.number(),
  /** Rupees that may still be refunded (paid − processed − pending and requested refunds). */
  refundable_amount: z.number(),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

/** GET /admin/data/bookings/{bookingId}: one booking as the lists show it, with its payment's amounts. */
export const bookingResponseSchema = dataResponseSchema(bookingDetailSchema);
export type BookingResponse = z.infer<typeof bookingResponseSchema>;
export type AssignBookingResponse = z.infer<typeof assignBookingResponseSchema>;

/** Failure messages of updateservicebooking (and the bookings routes), as sent in `message`. */
export const BookingMessages = {
  notFound: 'Booking not found',
  vendorNotFound: 'Vendor not found',
  alreadyAssigned: 'This booking has already been assigned to a vendor. Reload the bookings and try again.',
  changedMeanwhile:
    'This booking was re-assigned by someone else meanwhile. Reload the bookings and try again.',
  sameVendor: 'This booking is already assigned to this vendor',
  cancelled: 'This booking is cancelled and cannot be assigned',
  completed: 'This booking is completed and cannot be assigned',
  vendorBlocked: 'This vendor is blocked and cannot be assigned',
  vendorRejected: 'This vendor was rejected and cannot be assigned',
  vendorNotApproved: 'This vendor is not approved yet and cannot be assigned',
  vendorOtherCategory: "This vendor does not serve this booking's service category",
  vendorNoSubscription: 'This vendor has no active subscription or trial and cannot be assigned',
  vendorOutsideSlotHours: "This vendor's service hours do not cover the booking's slot",
  vendorBusy: (bookingId: number) =>
    `This vendor is busy with booking #${bookingId} in this slot. Pick another vendor or slot.`,
  vendorSlotTaken:
    'This vendor was just given another booking in this slot. Reload the vendors and pick another one.',
  alreadyCancelled: 'This booking is already cancelled',
  completedNotCancellable: 'This booking is completed and cannot be cancelled',
  customerNotFound: 'Customer not found',
} as const;

// ---------------------------------------------------------------------------------------------------
// Cancellation: POST /admin/data/bookings/{bookingId}/cancel (an addition, docs/product/bookings.md#cancelling)

/**
 * Cancel a booking with a reason, only while it is neither cancelled nor completed: of an assignment and a
 * cancellation racing, exactly one lands. 200 `{ success, data: Booking }`; 409 already cancelled,
 * completed, or changed meanwhile; 404 unknown booking.
 */
export const cancelBookingBodySchema = z.strictObject({
  reason: safeText({
    trim: true,
    min: 1,
    tooShort: 'Please enter a reason for cancelling the booking.',
    max: 500,
    tooLong: 'reason must be at most 500 characters',
  }),
  /**
   * The vendor the admin saw (null: unassigned). When given, the cancellation holds only while the
   * booking still has it, so a re-assignment and a cancellation made on the same view cannot both win.
   */
  vendor_id: id.nullable().optional(),
  /**
   * Rupees to refund to the customer with the cancellation (docs/product/bookings.md#cancelling): 0 or
   * absent refunds nothing; more than 0 needs payments.refund as well, and at most the booking's
   * refundable amount (else 422 RefundMessages.overRefundable, and the booking stays as it was).
   */
  refund_amount: rupees('refund_amount', { min: 0, exclusive: false }).optional(),
});
export type CancelBookingBody = z.infer<typeof cancelBookingBodySchema>;

/**
 * 200 `{ success, data: Booking, refund }`: `refund` is the refund written with the cancellation (status
 * `pending`), null when none was asked.
 */
export const cancelBookingResponseSchema = z.object({
  success: z.literal(true),
  data: bookingSchema,
  refund: refundSchema.nullable(),
});
export type CancelBookingResponse = z.infer<typeof cancelBookingResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Rescheduling: POST /admin/data/bookings/{bookingId}/reschedule (docs/product/slots.md#rescheduling)

/**
 * Move an open booking to another slot, with a reason. The vendor keeps it when free then; otherwise the
 * booking is unassigned (back to Service Request) with the reason said in its timeline. 200
 * `{ success, data: Booking, vendor_kept }`; 422 for a slot that is not bookable (SlotMessages); 409
 * cancelled or completed; 404 unknown booking.
 */
export const rescheduleBookingBodySchema = z.strictObject({
  scheduled_start: scheduledStartSchema,
  reason: safeText({
    trim: true,
    min: 1,
    tooShort: 'Please enter a reason for rescheduling the booking.',
    max: 500,
    tooLong: 'reason must be at most 500 characters',
  }),
});
export type RescheduleBookingBody = z.infer<typeof rescheduleBookingBodySchema>;

/**
 * The customer app's own reschedule, POST /customer/me/bookings/{id}/reschedule: only the new slot, until
 * RESCHEDULE_CUTOFF_HOURS before the booking's current slot starts (RescheduleMessages.tooLate). Answered
 * with rescheduleBookingResponseSchema.
 */
export const customerRescheduleBodySchema = rescheduleBookingBodySchema.pick({ scheduled_start: true });
export type CustomerRescheduleBody = z.infer<typeof customerRescheduleBodySchema>;

export const rescheduleBookingResponseSchema = z.object({
  success: z.literal(true),
  data: bookingSchema,
  /** false when the vendor was not free in the new slot and the booking went back to Service Request. */
  vendor_kept: z.boolean(),
});
export type RescheduleBookingResponse = z.infer<typeof rescheduleBookingResponseSchema>;

export const RescheduleMessages = {
  sameSlot: 'The booking is already in this slot',
  cancelled: 'This booking is cancelled and cannot be rescheduled',
  completed: 'This booking is completed and cannot be rescheduled',
  tooLate: (hours: number) =>
    `A booking can be rescheduled until ${hours} ${hours === 1 ? 'hour' : 'hours'} before its slot starts. Please call support.`,
  vendorReleased: 'The vendor is not free in the new slot: the booking is back in Service Request.',
} as const;
