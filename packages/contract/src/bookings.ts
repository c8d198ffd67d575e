import { z } from 'zod';
import { dataResponseSchema, listQuerySchema, pagedResponseSchema } from './envelope';
import { MAX_DB_ID } from './ids';
import { sortSchema } from './list-sort';
import { safeText } from './safe-text';
import { idParamSchema } from './vendors';

/*
 * Customers, customer service bookings (Service Request / Assigned), vendor assignment, reviews,
 * customer payments and vendor payments. Every path is under /api/v1/admin/data (docs/product/api.md#customers-bookings-and-payments).
 * Money is a number of rupees exact to the paisa (ADR 003): 1299.5 means ₹1,299.50.
 */

const flag = z.union([z.literal(0), z.literal(1)]);
const text = z.string().nullable();
const id = z.number().int().min(1).max(MAX_DB_ID);

/** customer_address of docs/product/data-and-security.md#customer; a key missing from the stored JSON is null. */
export const customerAddressSchema = z.object({
  street: text,
  city: text,
  state: text,
  zip: text,
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

// ---------------------------------------------------------------------------------------------------
// Customers: GET /admin/data/getcustomers

/** A customer (docs/product/customers-and-payments.md#user-details: Name, Mobile Number, Country, Gender, Address, Email). */
export const customerSchema = z.object({
  customer_id: z.number().int(),
  customer_name: z.string(),
  mobile: z.string(),
  customer_email: text,
  customer_country: text,
  gender: text,
  customer_address: customerAddressSchema.nullable(),
  created_at: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** Default order: customer_id ascending. Ties are broken by customer_id. */
export const customerSortFields = ['customer_id', 'customer_name', 'created_at'] as const;
export type CustomerSortField = (typeof customerSortFields)[number];

/** GET getcustomers?q=&limit=&offset=&sort= — q: case-insensitive substring of customer_name. */
export const customerListQuerySchema = listQuerySchema.extend({
  sort: sortSchema(customerSortFields).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** `{ success: true, data: Customer[], total? }` — total is present when limit is given. */
export const customerListResponseSchema = pagedResponseSchema(customerSchema);
export type CustomerListResponse = z.infer<typeof customerListResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Bookings: GET /admin/data/getcustomerservicedetails

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
  /** Number of reviews of the assigned vendor (all its bookings); 0 when unassigned. 0 → disable View Reviews. */
  review_count: z.number().int().min(0),
});
export type Booking = z.infer<typeof bookingSchema>;

/** Default order: newest booking first (-booking_id). Ties are broken by booking_id. */
export const bookingSortFields = [
  'booking_id',
  'customer_name',
  'service_category_name',
  'service_price',
  'created_at',
  'assigned_at',
] as const;
export type BookingSortField = (typeof bookingSortFields)[number];

/**
 * GET getcustomerservicedetails?assigned=0|1&q=&limit=&offset=&sort=
 * - assigned=0: Service Request (vendor_id null); assigned=1: Assigned (vendor_id set); absent: both.
 * - q: case-insensitive substring of customer_name.
 * - Whether any assigned booking exists: `?assigned=1&limit=1` and read `total`.
 */
export const bookingListQuerySchema = listQuerySchema.extend({
  assigned: z.enum(['0', '1'], { error: 'assigned must be 0 or 1' }).transform(Number).pipe(flag).optional(),
  sort: sortSchema(bookingSortFields).optional(),
});
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;

/** `{ success: true, data: Booking[], total? }` — total is present when limit is given. */
export const bookingListResponseSchema = pagedResponseSchema(bookingSchema);
export type BookingListResponse = z.infer<typeof bookingListResponseSchema>;

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
});
export type CancelBookingBody = z.infer<typeof cancelBookingBodySchema>;

export const cancelBookingResponseSchema = dataResponseSchema(bookingSchema);
export type CancelBookingResponse = z.infer<typeof cancelBookingResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Assign view: GET /admin/data/bookings/{bookingId}/candidate-vendors (an addition, docs/product/api.md#paths)

/** Why a vendor cannot take a booking; null when it can. Checked in this order. */
export const candidateReasons = [
  'Blocked',
  'Rejected',
  'Not approved',
  'Different service category',
  'No active subscription',
] as const;
export type CandidateReason = (typeof candidateReasons)[number];

/**
 * The rules a candidate is ranked by (docs/product/dispatch.md). Hard rules: a vendor failing one
 * scores 0 and is listed after every vendor that passes them all. The others weigh in the score.
 */
export const candidateHardRules = [
  'category',
  'approved',
  'not_blocked',
  'not_rejected',
  'subscription',
] as const;
export const candidateRankingRules = ['distance', 'load', 'rating', 'hours'] as const;
export const candidateRuleCodes = [...candidateHardRules, ...candidateRankingRules] as const;
export type CandidateRuleCode = (typeof candidateRuleCodes)[number];

/** One rule's verdict on one vendor: `text` says it in words ("3.2 km away, inside its 10 km radius"). */
export const candidateRuleResultSchema = z.object({
  code: z.enum(candidateRuleCodes),
  ok: z.boolean(),
  text: z.string(),
});
export type CandidateRuleResult = z.infer<typeof candidateRuleResultSchema>;

/** A vendor row of the assign view (docs/product/bookings.md#assign-view: name, business, category, mobile, start - end). */
export const candidateVendorSchema = z.object({
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  name_of_bussiness: text,
  bussiness_category: text,
  vendor_mobile: z.string(),
  service_cat_id: z.number().int().nullable(),
  /** 'HH:MM' */
  service_start_time: text,
  service_end_time: text,
  /** Passes every hard rule: it can be assigned. */
  eligible: z.boolean(),
  /** The first hard rule it fails, in candidateReasons order; null when eligible. */
  reason: z.enum(candidateReasons).nullable(),
  /** 0–100, higher is a better fit; 0 when a hard rule fails. */
  score: z.number().int().min(0).max(100),
  /** Every rule's verdict: the hard rules first, then the ranking ones. */
  reasons: z.array(candidateRuleResultSchema),
  /** Kilometres between the booking's and the vendor's pincodes; null when either is unknown. */
  distance_km: z.number().nullable(),
});
export type CandidateVendor = z.infer<typeof candidateVendorSchema>;

/**
 * ?q=&limit=&offset=&eligible= — best first: eligible vendors by score (then vendor_name, vendor_id), then the others.
 * q: case-insensitive substring of vendor_name, name_of_bussiness, vendor_email, vendor_mobile or
 * bussiness_category. eligible=1 lists only the ones that fit. 404 unknown booking.
 */
export const candidateVendorQuerySchema = listQuerySchema.omit({ sort: true, format: true }).extend({
  eligible: z.enum(['0', '1'], { error: 'eligible must be 0 or 1' }).transform(Number).pipe(flag).optional(),
});
export type CandidateVendorQuery = z.input<typeof candidateVendorQuerySchema>;

export const bookingIdParamsSchema = z.object({ bookingId: idParamSchema });

/** `{ success: true, data: CandidateVendor[], total? }` — total is present when limit is given. */
export const candidateVendorListResponseSchema = pagedResponseSchema(candidateVendorSchema);
export type CandidateVendorListResponse = z.infer<typeof candidateVendorListResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Reviews: GET /admin/data/getReviewsByVendorId/{vendorId} (Cache-Control: no-store)

export const reviewSchema = z.object({
  booking_id: z.number().int(),
  vendor_id: z.number().int(),
  review_id: z.number().int(),
  /** 1 to 5 stars. */
  rating: z.number().int().min(1).max(5),
  review_text: text,
});
export type Review = z.infer<typeof reviewSchema>;

/** `{ success: true, data: Review[] }`, newest first; 404 `Vendor not found` for an unknown vendor. */
export const reviewListResponseSchema = dataResponseSchema(z.array(reviewSchema));
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Customer payments: GET /admin/data/allpaymentdetails and GET /admin/data/paymentdetails/{id}

/** A customer payment with every field of docs/product/data-and-security.md#customer-payment. */
export const customerPaymentSchema = z.object({
  payment_id: z.number().int(),
  booking_id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  mobile: text,
  customer_country: text,
  gender: text,
  customer_address: customerAddressSchema.nullable(),
  customer_email: text,
  vendor_id: z.number().int().nullable(),
  service_cat_id: z.number().int().nullable(),
  service_category_name: text,
  service_desc: text,
  /** Rupees, exact to the paisa. */
  service_price: z.number().nullable(),
  service_category_url: text,
  /** Rupees, exact to the paisa. */
  payment_amount: z.number(),
  /** ISO-8601 UTC. */
  payment_date: z.string(),
  payment_ref_no: z.string(),
});
export type CustomerPayment = z.infer<typeof customerPaymentSchema>;

/** Default order: newest payment first (-payment_date). Ties are broken by payment_id. */
export const customerPaymentSortFields = [
  'payment_date',
  'payment_id',
  'payment_amount',
  'customer_name',
] as const;
export type CustomerPaymentSortField = (typeof customerPaymentSortFields)[number];

/** GET allpaymentdetails?q=&limit=&offset=&sort= — q: case-insensitive substring of customer_name. */
export const customerPaymentListQuerySchema = listQuerySchema.extend({
  sort: sortSchema(customerPaymentSortFields).optional(),
});
export type CustomerPaymentListQuery = z.input<typeof customerPaymentListQuerySchema>;

/** `{ success: true, data: CustomerPayment[], total? }` — total is present when limit is given. */
export const customerPaymentListResponseSchema = pagedResponseSchema(customerPaymentSchema);
export type CustomerPaymentListResponse = z.infer<typeof customerPaymentListResponseSchema>;

/** GET paymentdetails/{id}: id is a customer_id. 404 `Customer not found` when it does not exist. */
export const customerIdParamsSchema = z.object({ id: idParamSchema });

/** `{ success: true, data: CustomerPayment[] }` (newest first, never paged). */
export const customerPaymentsResponseSchema = dataResponseSchema(z.array(customerPaymentSchema));
export type CustomerPaymentsResponse = z.infer<typeof customerPaymentsResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Vendor payments: GET /admin/data/getvendorpaymentdetails

export const vendorPaymentInfoSchema = z.object({
  provider_payment_id: z.string(),
  provider_signature: text,
  renewal_date: text,
  plan_name: z.string(),
  /** Rupees, exact to the paisa. */
  price: z.number(),
});
export type VendorPaymentInfo = z.infer<typeof vendorPaymentInfoSchema>;

/** A vendor's subscription payment (docs/product/data-and-security.md#vendor-payment). */
export const vendorPaymentSchema = z.object({
  payment_id: z.number().int(),
  subscription_id: z.number().int(),
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  vendor_email: text,
  name_of_bussiness: text,
  /** ISO-8601 UTC. */
  payment_date: z.string(),
  payment_details: vendorPaymentInfoSchema,
});
export type VendorPayment = z.infer<typeof vendorPaymentSchema>;

/** Default order: newest payment first (-payment_date). Ties are broken by payment_id. */
export const vendorPaymentSortFields = ['payment_date', 'payment_id', 'vendor_name', 'price'] as const;
export type VendorPaymentSortField = (typeof vendorPaymentSortFields)[number];

/** GET getvendorpaymentdetails?q=&limit=&offset=&sort= — q: case-insensitive substring of vendor_name. */
export const vendorPaymentListQuerySchema = listQuerySchema.extend({
  sort: sortSchema(vendorPaymentSortFields).optional(),
});
export type VendorPaymentListQuery = z.input<typeof vendorPaymentListQuerySchema>;

/** `{ success: true, data: VendorPayment[], total? }` — total is present when limit is given. */
export const vendorPaymentListResponseSchema = pagedResponseSchema(vendorPaymentSchema);
export type VendorPaymentListResponse = z.infer<typeof vendorPaymentListResponseSchema>;
