import {
  AuthMessages,
  CustomerAppMessages,
  customerAppPaymentListResponseSchema,
  customerBookingBodySchema,
  customerBookingIdParamsSchema,
  customerBookingListQuerySchema,
  customerBookingListResponseSchema,
  customerBookingResponseSchema,
  customerCancelBodySchema,
  customerCancelResponseSchema,
  customerComplaintBodySchema,
  customerComplaintResponseSchema,
  customerLoginResponseSchema,
  customerMeResponseSchema,
  customerPaymentListAppQuerySchema,
  customerProfileBodySchema,
  customerProfileResponseSchema,
  customerRequestOtpBodySchema,
  customerRescheduleBodySchema,
  customerReviewBodySchema,
  customerReviewResponseSchema,
  customerVerifyOtpBodySchema,
  errorResponseSchema,
  okResponseSchema,
  RescheduleMessages,
  rescheduleBookingResponseSchema,
  SlotMessages,
  slotListQuerySchema,
  slotListResponseSchema,
} from '@seva/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfo } from '../../lib/client-info';
import { unauthorized } from '../../lib/http-error';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import { CUSTOMER_RESCHEDULE_REASON, createRescheduleService } from '../bookings/service';
import { createCustomerAppService } from './service';
import { createCustomerSignIn } from './sign-in';

const TAGS = ['customer app'];
const security = [{ bearerAuth: [] }];
const failures = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };
const bookingFailures = { ...failures, 404: errorResponseSchema, 409: errorResponseSchema };

/** The signed-in customer's session: the auth plugin found it from the token (`auth: 'customer'`). */
function sessionOf(request: FastifyRequest): { customerId: number; sessionId: number } {
  const user = request.appUser;
  if (user?.kind !== 'customer' || user.subjectId === null) throw unauthorized(AuthMessages.invalidToken);
  return { customerId: user.subjectId, sessionId: user.sessionId };
}

const customerOf = (request: FastifyRequest) => sessionOf(request).customerId;

/** Routes of the customer app and its sign-in (docs/product/partner-api.md#customer-app). */
export const customerAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDepsOf(app);
  const signIn = createCustomerSignIn({ ...deps, sms: app.sms });
  const service = createCustomerAppService(deps);
  // The same per-IP limit as every sign-in route (docs/product/api.md#status-codes, 429).
  const rateLimit = { max: app.config.authThrottle.ipPerMinute, timeWindow: '1 minute' };
  const publicRoute = { auth: 'public' as const, rateLimit };
  const customerRoute = { auth: 'customer' as const, rateLimit };
  const slotRefusals = [
    SlotMessages.notASlot,
    SlotMessages.past,
    SlotMessages.beyondHorizon(app.config.slots.daysAhead),
    SlotMessages.unavailable,
  ]
    .map((message) => `'${message}'`)
    .join(', ');

  app.post(
    '/customer/login/requestOtp',
    {
      config: publicRoute,
      schema: {
        tags: TAGS,
        summary: 'Send a sign-in code to a customer phone (the same answer for every phone)',
        body: customerRequestOtpBodySchema,
        response: { 200: okResponseSchema, ...failures },
      },
    },
    async (request) => {
      await signIn.requestOtp(request.body.phone, { ip: request.ip, log: request.log });
      return { success: true as const, message: AuthMessages.otpSent };
    },
  );

  app.post(
    '/customer/login/verifyOtp',
    {
      config: publicRoute,
      schema: {
        tags: TAGS,
        summary: 'Exchange the code for a customer token; a phone no customer has becomes a new customer',
        body: customerVerifyOtpBodySchema,
        response: { 200: customerLoginResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { token, customer } = await signIn.verifyOtp(
        request.body.phone,
        request.body.otp,
        clientInfo(request),
      );
      return { success: true as const, token, customer };
    },
  );

  app.post(
    '/customer/logout',
    {
      config: customerRoute,
      schema: {
        tags: TAGS,
        summary: 'Revoke the customer token sent as the bearer',
        security,
        response: { 200: okResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await signIn.logout(sessionOf(request).sessionId);
      return { success: true as const, message: AuthMessages.loggedOut };
    },
  );

  app.get(
    '/customer/me',
    {
      config: customerRoute,
      schema: {
        tags: TAGS,
        summary: "The signed-in customer's profile",
        security,
        response: { 200: customerMeResponseSchema, 404: errorResponseSchema, ...failures },
      },
    },
    async (request) => ({ success: true as const, data: await service.me(customerOf(request)) }),
  );

  app.put(
    '/customer/me',
    {
      config: customerRoute,
      schema: {
        tags: TAGS,
        summary: "Replace the signed-in customer's profile (the mobile is the signed-in phone)",
        security,
        body: customerProfileBodySchema,
        response: { 200: customerProfileResponseSchema, 404: errorResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      message: CustomerAppMessages.profileSaved,
      data: await service.saveProfile(customerOf(request), request.body),
    }),
  );

  app.get(
    '/customer/me/slots',
    {
      config: customerRoute,
      schema: {
        tags: TAGS,
        summary:
          "A day's two-hour booking slots for a sub-service, each available or not for the signed-in customer",
        description: `date is an India (Asia/Kolkata) day, YYYY-MM-DD; start and end are ISO-8601 UTC. A slot is available when it has not started, is within BOOKING_DAYS_AHEAD days, and a vendor that dispatch could send (approved, not blocked or rejected, an active trial or plan, the sub-service's category) whose service_radius reaches the customer's pincode is free then (its service hours cover the slot, no open job overlapping it). When the customer's pincode is unknown, any such vendor counts. 404 '${CustomerAppMessages.serviceNotFound}'.`,
        security,
        querystring: slotListQuerySchema,
        response: { 200: slotListResponseSchema, 404: errorResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.slots(customerOf(request), request.query),
    }),
  );

  app.post(
    '/customer/me/bookings',
    {
      config: customerRoute,
      schema: {
        tags: TAGS,
        summary: 'Book a sub-service in a slot: category, price and image come from the catalogue',
        description: `scheduled_start is required: the start of a slot GET /customer/me/slots offers as available (ISO-8601). 422 ${slotRefusals}; 404 '${CustomerAppMessages.serviceNotFound}'; 409 '${CustomerAppMessages.profileIncomplete}' while the profile has no name. Fields other than service_id, service_desc and scheduled_start are ignored.`,
        security,
        body: customerBookingBodySchema,
        response: { 201: customerBookingResponseSchema, 422: errorResponseSchema, ...bookingFailures },
      },
    },
    async (request, reply) => {
      const data = await service.book(customerOf(request), request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: CustomerAppMessages.bookingCreated, data });
    },
  );

  app.get(
    '/customer/me/bookings',
    {
      config: customerRoute,
      schema: {
        tags: TAGS,
        summary: "The signed-in customer's bookings, newest first",
        security,
        querystring: customerBookingListQuerySchema,
        response: { 200: customerBookingListResponseSchema, ...failures },
      },
    },
    async (request, reply) => sendJson(reply, await service.bookings(customerOf(request), request.query)),
  );

  app.post(
    '/customer/me/bookings/:id/cancel',
    {
      config: customerRoute,
      schema: {
        tags: TAGS,
        summary:
          "Cancel the customer's own booking while it is neither cancelled nor completed; a paid one is refunded",
        description: `A paid booking is refunded with its cancellation, in one transaction: the whole payment before a vendor is assigned, less CANCELLATION_FEE_PERCENT after (refund: the refund, pending; null when nothing is refunded). 404 '${CustomerAppMessages.bookingNotFound}' for an unknown id or another customer's booking; 409 '${CustomerAppMessages.alreadyCancelled}' or '${CustomerAppMessages.completedCannotCancel}'.`,
        security,
        params: customerBookingIdParamsSchema,
        body: customerCancelBodySchema,
        response: { 200: customerCancelResponseSchema, ...bookingFailures },
      },
    },
    async (request) => {
      const { booking, refund } = await service.cancel(
        customerOf(request),
        request.params.id,
        request.body.cancelled_reason,
        request.ip,
      );
      return { success: true as const, message: CustomerAppMessages.bookingCancelled, data: booking, refund };
    },
  );

  // Rescheduling (docs/product/slots.md#rescheduling): the bookings module's one reschedule, for the
  // customer's own booking and until the cut-off before its slot.
  const rescheduling = createRescheduleService(deps);
  app.post(
    '/customer/me/bookings/:id/reschedule',
    {
      config: customerRoute,
      schema: {
        tags: TAGS,
        summary: "Move the customer's own open booking to another slot, until the cut-off before its slot",
        description: `Until RESCHEDULE_CUTOFF_HOURS before the booking's current slot starts (422 '${RescheduleMessages.tooLate(2)}' with the configured hours); a booking without a slot may be given one. The vendor keeps the job when free in the new slot and its hours cover it (vendor_kept), otherwise the booking goes back to dispatch. 422: not a bookable slot. 409: cancelled, completed, same slot. 404 '${CustomerAppMessages.bookingNotFound}' for an unknown id or another customer's booking.`,
        security,
        params: customerBookingIdParamsSchema,
        body: customerRescheduleBodySchema,
        response: { 200: rescheduleBookingResponseSchema, ...bookingFailures, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const { booking, vendorKept } = await rescheduling.reschedule(
        request.params.id,
        {
          scheduled_start: request.body.scheduled_start,
          reason: CUSTOMER_RESCHEDULE_REASON,
          customerId: customerOf(request),
        },
        { adminId: null, ip: request.ip },
      );
      return { success: true as const, data: booking, vendor_kept: vendorKept };
    },
  );

  app.get(
    '/customer/me/payments',
    {
      config: customerRoute,
      schema: {
        tags: TAGS,
        summary: "The signed-in customer's payments with their refunds, newest first",
        security,
        querystring: customerPaymentListAppQuerySchema,
        response: { 200: customerAppPaymentListResponseSchema, ...failures },
      },
    },
    async (request, reply) => sendJson(reply, await service.payments(customerOf(request), request.query)),
  );

  app.post(
    '/customer/me/bookings/:id/review',
    {
      config: customerRoute,
      schema: {
        tags: TAGS,
        summary: "Review the customer's own completed booking, once; it counts for the booking's vendor",
        description: `404 '${CustomerAppMessages.bookingNotFound}' for an unknown id or another customer's booking; 409 '${CustomerAppMessages.alreadyReviewed}' or '${CustomerAppMessages.reviewNeedsCompleted}'.`,
        security,
        params: customerBookingIdParamsSchema,
        body: customerReviewBodySchema,
        response: { 201: customerReviewResponseSchema, ...bookingFailures },
      },
    },
    async (request, reply) => {
      const data = await service.review(customerOf(request), request.params.id, request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: CustomerAppMessages.reviewCreated, data });
    },
  );

  app.post(
    '/customer/me/complaints',
    {
      config: customerRoute,
      schema: {
        tags: TAGS,
        summary: "File a complaint; it is stored with the customer's name, email and mobile as they are now",
        description: `409 '${CustomerAppMessages.profileIncomplete}' while the profile has no name.`,
        security,
        body: customerComplaintBodySchema,
        response: { 201: customerComplaintResponseSchema, 409: errorResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const data = await service.complain(customerOf(request), request.body.cust_comp_desc);
      return reply
        .status(201)
        .send({ success: true as const, message: CustomerAppMessages.complaintCreated, data });
    },
  );
};
