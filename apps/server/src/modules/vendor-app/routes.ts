import {
  errorResponseSchema,
  VendorAppMessages,
  vendorApplicationBodySchema,
  vendorApplicationResponseSchema,
  vendorBookingIdParamsSchema,
  vendorBookingListQuerySchema,
  vendorBookingListResponseSchema,
  vendorBookingResponseSchema,
  vendorComplaintBodySchema,
  vendorComplaintResponseSchema,
  vendorEarningsResponseSchema,
  vendorMeResponseSchema,
  vendorOperatingFields,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import type { AppPrincipal } from '../app-sessions/service';
import { createVendorAppService } from './service';

const failures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

/** The auth plugin has put the vendor token's session on every route here (config auth 'vendor'). */
const principalOf = (request: { appUser: AppPrincipal | null }): AppPrincipal => {
  if (!request.appUser) throw new Error('vendor app route reached without a vendor session');
  return request.appUser;
};

/** Routes of the vendor app (docs/product/partner-api.md#vendor-app). */
export const vendorAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createVendorAppService(serviceDepsOf(app));
  const config = {
    auth: 'vendor' as const,
    rateLimit: { max: app.config.authThrottle.ipPerMinute, timeWindow: '1 minute' },
  };
  const security = [{ bearerAuth: [] }];

  app.put(
    '/vendor/me/application',
    {
      config,
      schema: {
        tags: ['vendor app'],
        summary: "Apply as a vendor, or update one's application",
        description: `The whole profile; vendor_mobile is the signed-in phone. An applicant creates the vendor (201, pending). A pending vendor replaces its application; a rejected one resubmits it (back to pending). An approved vendor may change only ${vendorOperatingFields.join(', ')} (409 naming the other fields). A blocked vendor: 403 '${VendorAppMessages.blocked}'. An unknown service_cat_id: 422.`,
        security,
        body: vendorApplicationBodySchema,
        response: {
          200: vendorApplicationResponseSchema,
          201: vendorApplicationResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const result = await service.apply(principalOf(request), request.body, request.ip);
      return reply
        .status(result.created ? 201 : 200)
        .send({ success: true as const, message: result.message, data: result.vendor });
    },
  );

  app.get(
    '/vendor/me',
    {
      config,
      schema: {
        tags: ['vendor app'],
        summary: "The signed-in vendor's profile and state (KYC numbers masked)",
        description: `status: pending, approved, rejected or blocked; trial_days while on the free trial. 404 '${VendorAppMessages.notApplied}' for an applicant.`,
        security,
        response: { 200: vendorMeResponseSchema, ...failures },
      },
    },
    async (request) => ({ success: true as const, data: await service.me(principalOf(request)) }),
  );

  app.get(
    '/vendor/me/bookings',
    {
      config,
      schema: {
        tags: ['vendor app'],
        summary:
          "The bookings assigned to the signed-in vendor, soonest slot first (bookings without a slot after, by id), each with its slot (scheduled_start, scheduled_end) and the customer's address",
        security,
        querystring: vendorBookingListQuerySchema,
        response: { 200: vendorBookingListResponseSchema, ...failures },
      },
    },
    async (request, reply) => sendJson(reply, await service.bookings(principalOf(request), request.query)),
  );

  app.post(
    '/vendor/me/bookings/:id/complete',
    {
      config,
      schema: {
        tags: ['vendor app'],
        summary: "Mark one's own assigned booking completed",
        description: `404 '${VendorAppMessages.bookingNotFound}' (also another vendor's booking); 409 '${VendorAppMessages.bookingCancelled}' or '${VendorAppMessages.bookingAlreadyCompleted}'.`,
        security,
        params: vendorBookingIdParamsSchema,
        response: { 200: vendorBookingResponseSchema, 409: errorResponseSchema, ...failures },
      },
    },
    async (request) => {
      const booking = await service.complete(principalOf(request), request.params.id, request.ip);
      return { success: true as const, message: VendorAppMessages.bookingCompleted, data: booking };
    },
  );

  app.get(
    '/vendor/me/earnings',
    {
      config,
      schema: {
        tags: ['vendor app'],
        summary: "The signed-in vendor's balance, newest ledger entries and payouts",
        description:
          'balance: what the marketplace owes the vendor now, in rupees (docs/product/vendor-ledger.md); ' +
          'entries: the newest 20 ledger entries; payouts: the newest 20 payouts (empty when none).',
        security,
        response: { 200: vendorEarningsResponseSchema, ...failures },
      },
    },
    async (request) => ({ success: true as const, data: await service.earnings(principalOf(request)) }),
  );

  app.post(
    '/vendor/me/complaints',
    {
      config,
      schema: {
        tags: ['vendor app'],
        summary: 'File a complaint as the signed-in vendor',
        security,
        body: vendorComplaintBodySchema,
        response: { 201: vendorComplaintResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const complaint = await service.complain(principalOf(request), request.body.vend_comp_desc);
      return reply
        .status(201)
        .send({ success: true as const, message: VendorAppMessages.complaintCreated, data: complaint });
    },
  );
};
