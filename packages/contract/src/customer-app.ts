import { z } from 'zod';
import { phoneSchema, verifyOtpBodySchema } from './auth';
import { bookingSchema } from './bookings';
import { requiredText } from './catalogue-fields';
import { customerComplaintSchema } from './complaints';
import { customerSchema } from './customers';
import { appListQuerySchema, dataResponseSchema, pagedResponseSchema } from './envelope';
import { MAX_DB_ID } from './ids';
import { customerAppRefundSchema, PAYMENT_REFUND_STATUSES } from './refunds';
import { reviewSchema } from './reviews';
import { safeText } from './safe-text';
import { scheduledStartSchema } from './slots';
import { idParamSchema } from './vendors';

/*
 * The customer app (docs/product/partner-api.md#customer-app): sign-in by a texted code, the profile,
 * bookings from the catalogue, cancellation, reviews and complaints. The customer is always the token's.
 * Bodies are plain objects: a field the contract does not name (a price, a customer id) is dropped.
 */

// ---------------------------------------------------------------------------------------------------
// Sign-in: POST /customer/login/requestOtp, /customer/login/verifyOtp, /customer/logout

export const customerRequestOtpBodySchema = z.object({ phone: phoneSchema });
export type CustomerRequestOtpBody = z.input<typeof customerRequestOtpBodySchema>;

/** Wrong, expired or used code → 401 AuthMessages.otpInvalid; too many wrong codes → 429. */
export const customerVerifyOtpBodySchema = verifyOtpBodySchema;
export type CustomerVerifyOtpBody = z.input<typeof customerVerifyOtpBodySchema>;

/** `name` is empty until the customer fills in the profile (PUT /customer/me). */
export const customerIdentitySchema = z.object({ id: z.number().int(), name: z.string() });
export type CustomerIdentity = z.infer<typeof customerIdentitySchema>;

export const customerLoginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  customer: customerIdentitySchema,
});
export type CustomerLoginResponse = z.infer<typeof customerLoginResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Profile: GET /customer/me, PUT /customer/me

export const customerGenders = ['Male', 'Female', 'Other'] as const;
export type CustomerGender = (typeof customerGenders)[number];

/** The whole profile; PUT replaces it. The mobile is the signed-in phone, never a body field. */
export const customerProfileBodySchema = z.object({
  customer_name: requiredText('customer_name', 100),
  customer_email: requiredText('customer_email', 254)
    .toLowerCase()
    .pipe(z.email({ error: 'customer_email must be an email address' })),
  customer_country: requiredText('customer_country', 100),
  gender: z.enum(customerGenders, { error: 'gender must be Male, Female or Other' }),
  customer_address: z.object(
    {
      street: requiredText('street', 200),
      city: requiredText('city', 100),
      state: requiredText('state', 100),
      zip: safeText({ error: 'zip is required', trim: true }).regex(/^\d{6}$/, 'zip must be 6 digits'),
    },
    { error: 'customer_address is required' },
  ),
});
/** The profile as the server gets it: trimmed, the email lower-cased. */
export type CustomerProfileBody = z.infer<typeof customerProfileBodySchema>;

export const customerMeResponseSchema = dataResponseSchema(customerSchema);
export type CustomerMeResponse = z.infer<typeof customerMeResponseSchema>;

export const customerProfileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: customerSchema,
});
export type CustomerProfileResponse = z.infer<typeof customerProfileResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Bookings: POST /customer/me/bookings, GET /customer/me/bookings, POST …/{id}/cancel, POST …/{id}/review

/**
 * `service_id` is a sub-service of the catalogue; the booking's category, price and image are the
 * catalogue's. `service_desc` is what the customer needs done.
 */
export const customerBookingBodySchema = z.object({
  service_id: z
    .number({ error: 'service_id must be a positive integer id' })
    .int('service_id must be a positive integer id')
    .min(1, 'service_id must be a positive integer id')
    .max(MAX_DB_ID, 'service_id must be a positive integer id'),
  service_desc: requiredText('service_desc', 1000),
  /** The start of one of the slots GET /customer/me/slots offers as available (docs/product/slots.md#customer-app). */
  scheduled_start: scheduledStartSchema,
});
export type CustomerBookingBody = z.input<typeof customerBookingBodySchema>;

/** GET /customer/me/bookings: newest first. */
export const customerBookingListQuerySchema = appListQuerySchema;
export type CustomerBookingListQuery = z.input<typeof customerBookingListQuerySchema>;

export const customerBookingIdParamsSchema = z.object({ id: idParamSchema });

export const customerCancelBodySchema = z.object({
  cancelled_reason: requiredText('cancelled_reason', 500),
});
export type CustomerCancelBody = z.input<typeof customerCancelBodySchema>;

export const customerReviewBodySchema = z.object({
  rating: z
    .number({ error: 'rating must be a whole number from 1 to 5' })
    .int('rating must be a whole number from 1 to 5')
    .min(1, 'rating must be a whole number from 1 to 5')
    .max(5, 'rating must be a whole number from 1 to 5'),
  /** Optional; blank is stored as no text. */
  review_text: safeText({
    trim: true,
    max: 2000,
    tooLong: 'review_text must be at most 2000 characters',
  }).optional(),
});
export type CustomerReviewBody = z.input<typeof customerReviewBodySchema>;

export const customerBookingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: bookingSchema,
});
export type CustomerBookingResponse = z.infer<typeof customerBookingResponseSchema>;

/**
 * POST /customer/me/bookings/{id}/cancel: the booking, and the refund its cancellation started when it
 * was paid (docs/product/partner-api.md#cancelling-a-paid-booking): the whole payment before a vendor is
 * assigned, less CANCELLATION_FEE_PERCENT after; null when nothing was paid (or nothing is left to refund).
 */
export const customerCancelResponseSchema = customerBookingResponseSchema.extend({
  refund: customerAppRefundSchema.nullable(),
});
export type CustomerCancelResponse = z.infer<typeof customerCancelResponseSchema>;

/** `{ success, data: Booking[], total }`: total counts all the customer's bookings. */
export const customerBookingListResponseSchema = pagedResponseSchema(bookingSchema).required({ total: true });
export type CustomerBookingListResponse = z.infer<typeof customerBookingListResponseSchema>;

export const customerReviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: reviewSchema,
});
export type CustomerReviewResponse = z.infer<typeof customerReviewResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Payments: GET /customer/me/payments

/** One of the customer's payments with its refunds (newest first). Rupees, exact to the paisa. */
export const customerAppPaymentSchema = z.object({
  payment_id: z.number().int(),
  booking_id: z.number().int(),
  service_category_name: z.string().nullable(),
  /** Rupees paid. */
  amount: z.number(),
  /** ISO-8601 UTC. */
  payment_date: z.string(),
  /** The provider's payment id (`pay_…`). */
  payment_ref_no: z.string(),
  /** Rupees refunded so far (processed refunds). */
  refunded_amount: z.number(),
  refund_status: z.enum(PAYMENT_REFUND_STATUSES),
  refunds: z.array(customerAppRefundSchema),
});
export type CustomerAppPayment = z.infer<typeof customerAppPaymentSchema>;

/** GET /customer/me/payments?limit=&offset=: newest first. */
export const customerPaymentListAppQuerySchema = appListQuerySchema;
export type CustomerPaymentListAppQuery = z.input<typeof customerPaymentListAppQuerySchema>;

/** `{ success, data: CustomerAppPayment[], total }`: total counts all the customer's payments. */
export const customerAppPaymentListResponseSchema = pagedResponseSchema(customerAppPaymentSchema).required({
  total: true,
});
export type CustomerAppPaymentListResponse = z.infer<typeof customerAppPaymentListResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Complaints: POST /customer/me/complaints

export const customerComplaintBodySchema = z.object({
  cust_comp_desc: requiredText('cust_comp_desc', 2000),
});
export type CustomerComplaintBody = z.input<typeof customerComplaintBodySchema>;

export const customerComplaintResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: customerComplaintSchema,
});
export type CustomerComplaintResponse = z.infer<typeof customerComplaintResponseSchema>;

/** What the customer app answers, as sent in `message` (docs/product/partner-api.md#customer-app). */
export const CustomerAppMessages = {
  customerNotFound: 'Customer not found',
  profileSaved: 'Profile saved',
  profileIncomplete: 'Please complete your profile first.',
  serviceNotFound: 'Service not found',
  bookingNotFound: 'Booking not found',
  bookingCreated: 'Booking created',
  bookingCancelled: 'Booking cancelled',
  alreadyCancelled: 'This booking is already cancelled.',
  completedCannotCancel: 'A completed booking cannot be cancelled.',
  reviewCreated: 'Thank you for your review',
  alreadyReviewed: 'This booking already has a review.',
  reviewNeedsCompleted: 'Only a completed booking can be reviewed.',
  complaintCreated: 'Complaint received',
} as const;
