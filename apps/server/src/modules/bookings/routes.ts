import {
  assignBookingBodySchema,
  assignBookingResponseSchema,
  bookingIdParamsSchema,
  bookingListQuerySchema,
  bookingListResponseSchema,
  bookingResponseSchema,
  cancelBookingBodySchema,
  cancelBookingResponseSchema,
  errorResponseSchema,
  RescheduleMessages,
  rescheduleBookingBodySchema,
  rescheduleBookingResponseSchema,
  reviewListResponseSchema,
  slotSettingsResponseSchema,
  vendorIdParamsSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wantsCsv } from '../../lib/lists/csv-export';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import { sendCsv } from '../audit/export-service';
import { auditActor } from '../audit/service';
import { assertPermission, assertStepUp } from '../team/service';
import { registerDispatchBoardRoutes } from './board/routes';
import { registerCandidateRoutes } from './candidates/routes';
import { bookingSlotRange, createBookingService, createRescheduleService, slotSettingsOf } from './service';

/** The export's name per tab (docs/product/cockpit.md#csv-export). */
function bookingExportName(assigned: 0 | 1 | undefined): string {
  if (assigned === undefined) return 'bookings';
  return assigned === 1 ? 'assigned-bookings' : 'unassigned-bookings';
}

/** Booking Details (docs/product/bookings.md#booking-details): the two booking lists, vendor assignment, cancellation, the assign view, reviews. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDepsOf(app);
  const service = createBookingService(deps);
  const rescheduling = createRescheduleService(deps);

  app.get(
    '/admin/data/getcustomerservicedetails',
    {
      config: { permission: 'bookings.read' },
      schema: {
        tags: ['bookings'],
        summary: 'Customer service bookings: Service Request (assigned=0) or Assigned (assigned=1)',
        description:
          'Every booking field plus status (Cancelled, Completed, Booked or Pending, from the three flags) and review_count (reviews of the assigned vendor). q searches customer_name and mobile; one that looks like a phone number (+91, 0, spaces, dashes) matches mobile on its 10 national digits. date_from and date_to (Asia/Kolkata days, inclusive) keep the bookings whose slot (scheduled_start) falls on those days; an unscheduled booking never matches. Newest first unless sort says otherwise (scheduled_start and customer_city: a missing value last either way). Without limit: every match, no total.',
        security: [{ bearerAuth: [] }],
        querystring: bookingListQuerySchema,
        response: { 200: bookingListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { assigned, q, limit, offset, sort, date_from, date_to } = request.query;
      const filter = { assigned, q: q || undefined, ...bookingSlotRange(date_from, date_to) };
      if (wantsCsv(request)) {
        const list = bookingExportName(assigned);
        const items = service.items(filter, { sort });
        return sendCsv(deps, request, reply, { list, response: bookingListResponseSchema, items });
      }
      return sendJson(reply, await service.list(filter, { limit, offset, sort }));
    },
  );

  app.get(
    '/admin/data/bookings/:bookingId',
    {
      config: { permission: 'bookings.read' },
      schema: {
        tags: ['bookings'],
        summary:
          'One booking, as the booking lists show it (the assign view opened from its address), with its payment',
        description:
          'payment_id, paid_amount and refundable_amount: its customer payment (null, 0 and 0 when unpaid). 404: unknown booking.',
        security: [{ bearerAuth: [] }],
        params: bookingIdParamsSchema,
        response: {
          200: bookingResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({ success: true as const, data: await service.get(request.params.bookingId) }),
  );

  app.put(
    '/admin/data/updateservicebooking',
    {
      config: { permission: 'bookings.assign' },
      schema: {
        tags: ['bookings'],
        summary: 'Assign a vendor to a booking (conditional: only one of several admins wins)',
        description:
          'Succeeds only while the booking is unassigned, or with reassign: true for an assigned one (optionally only while its vendor is previous_vendor_id). 409: already assigned, cancelled, completed, same vendor, lost a race. 422: vendor blocked, rejected, not approved or of another service category. 404: unknown booking or vendor.',
        security: [{ bearerAuth: [] }],
        body: assignBookingBodySchema,
        response: {
          200: assignBookingResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.assign(request.body, auditActor(request)),
    }),
  );

  app.post(
    '/admin/data/bookings/:bookingId/cancel',
    {
      config: { permission: 'bookings.cancel' },
      schema: {
        tags: ['bookings'],
        summary:
          'Cancel a booking with a reason (conditional: of a cancellation and a re-assignment racing, one wins)',
        description:
          "Succeeds only while the booking is neither cancelled nor completed, and, when vendor_id is given, still has that vendor (null: unassigned). Audited as booking.cancelled. refund_amount > 0 refunds the booking's payment in the same transaction (also needs payments.refund and a two-step code entered lately, 403 otherwise; 422 when the booking has no payment or the amount is more than its refundable amount, and then the booking stays as it was). 409: already cancelled, completed, changed meanwhile. 404: unknown booking. 400: blank reason.",
        security: [{ bearerAuth: [] }],
        params: bookingIdParamsSchema,
        body: cancelBookingBodySchema,
        response: {
          200: cancelBookingResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      // Money going back needs what a refund needs (docs/product/refunds.md#cancelling-with-a-refund).
      if ((request.body.refund_amount ?? 0) > 0 && request.admin) {
        assertPermission(request, 'payments.refund');
        assertStepUp(request.admin);
      }
      const { booking, refund } = await service.cancel(
        request.params.bookingId,
        request.body,
        auditActor(request),
      );
      return { success: true as const, data: booking, refund };
    },
  );

  app.post(
    '/admin/data/bookings/:bookingId/reschedule',
    {
      config: { permission: 'bookings.assign' },
      schema: {
        tags: ['bookings'],
        summary: 'Move an open booking to another slot, with a reason (conditional, audited)',
        description: `The vendor keeps the job when it still passes the hard rules, its service hours cover the new slot and it is free then (vendor_kept: true; it is told booking.rescheduled_vendor); otherwise the booking is unassigned, back in Service Request (vendor_kept: false; the vendor is told the job is off, the timeline says '${RescheduleMessages.vendorReleased}'). The customer is told booking.rescheduled_customer. Audited as booking.rescheduled (before/after scheduled_start and vendor). 422: not a bookable slot (not a slot start, started, beyond BOOKING_DAYS_AHEAD). 409: '${RescheduleMessages.cancelled}', '${RescheduleMessages.completed}', '${RescheduleMessages.sameSlot}', changed meanwhile. 404: unknown booking. 400: bad body.`,
        security: [{ bearerAuth: [] }],
        params: bookingIdParamsSchema,
        body: rescheduleBookingBodySchema,
        response: {
          200: rescheduleBookingResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { booking, vendorKept } = await rescheduling.reschedule(
        request.params.bookingId,
        request.body,
        auditActor(request),
      );
      return { success: true as const, data: booking, vendor_kept: vendorKept };
    },
  );

  app.get(
    '/admin/settings/slots',
    {
      config: { permission: 'bookings.read' },
      schema: {
        tags: ['bookings'],
        summary: "The server's booking slot settings, so the admin app offers the slots the server takes",
        description:
          'first_hour and last_hour: the slot day, India time (SLOT_FIRST_HOUR, SLOT_LAST_HOUR: two-hour slots from first_hour, the last ending at last_hour); days_ahead: how many India days ahead a slot may be booked (BOOKING_DAYS_AHEAD); reschedule_cutoff_hours: until how long before its slot a customer may reschedule (RESCHEDULE_CUTOFF_HOURS). Settings of the server, unchanged while it runs.',
        security: [{ bearerAuth: [] }],
        response: { 200: slotSettingsResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async () => ({ success: true as const, data: slotSettingsOf(deps.config.slots) }),
  );

  registerCandidateRoutes(app, deps);
  registerDispatchBoardRoutes(app, deps);

  app.get(
    '/admin/data/getReviewsByVendorId/:vendorId',
    {
      config: { permission: 'bookings.read' },
      schema: {
        tags: ['bookings'],
        summary: "Reviews of one vendor's bookings, newest first (never cached)",
        security: [{ bearerAuth: [] }],
        params: vendorIdParamsSchema,
        response: {
          200: reviewListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const data = await service.reviews(request.params.vendorId);
      return { success: true as const, data };
    },
  );
};
