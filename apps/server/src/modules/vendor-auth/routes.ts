import {
  AuthMessages,
  ChatMessages,
  errorResponseSchema,
  okResponseSchema,
  vendorLoginResponseSchema,
  vendorRequestOtpBodySchema,
  vendorVerifyOtpBodySchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfo } from '../../lib/client-info';
import { unauthorized } from '../../lib/http-error';
import { serviceDepsOf } from '../../lib/service-deps';
import { bearerFrom } from '../../lib/tokens';
import { createVendorAuthService } from './service';

const failures = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

/**
 * Vendor chat sign-in (docs/product/chat.md#vendor-sign-in). The token it returns works on
 * the socket and on POST /vendor/logout only: the admin bearer check never accepts it.
 */
export const vendorAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createVendorAuthService({ ...serviceDepsOf(app), sms: app.sms, config: app.config });
  const limited = {
    auth: 'public' as const,
    rateLimit: { max: app.config.authThrottle.ipPerMinute, timeWindow: '1 minute' },
  };

  app.post(
    '/vendor/login/requestOtp',
    {
      config: limited,
      schema: {
        tags: ['vendor chat', 'vendor app'],
        summary: 'Send a sign-in code to a vendor phone (same answer for unknown phones)',
        body: vendorRequestOtpBodySchema,
        response: { 200: okResponseSchema, ...failures },
      },
    },
    async (request) => {
      await auth.requestOtp(request.body.phone, { ip: request.ip, log: request.log });
      return { success: true as const, message: AuthMessages.otpSent };
    },
  );

  app.post(
    '/vendor/login/verifyOtp',
    {
      config: limited,
      schema: {
        tags: ['vendor chat', 'vendor app'],
        summary: 'Exchange the code for a vendor chat token',
        description: `403 when the vendor is blocked, rejected or not approved ('${ChatMessages.vendorBlocked}', …).`,
        body: vendorVerifyOtpBodySchema,
        response: { 200: vendorLoginResponseSchema, 403: errorResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { token, vendor } = await auth.verifyOtp(
        request.body.phone,
        request.body.otp,
        clientInfo(request),
      );
      return { success: true as const, token, vendor };
    },
  );

  app.post(
    '/vendor/logout',
    {
      // A vendor app route (docs/product/partner-api.md#tokens): the auth plugin checks the token, and the
      // Idempotency-Key rules of the apps' POSTs apply.
      config: { ...limited, auth: 'vendor' as const },
      schema: {
        tags: ['vendor chat', 'vendor app'],
        summary: 'Revoke the vendor chat token sent as the bearer',
        security: [{ bearerAuth: [] }],
        response: { 200: okResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const token = bearerFrom(request.headers.authorization);
      if (!token) throw unauthorized(AuthMessages.noToken);
      if (!(await auth.logout(token))) throw unauthorized(AuthMessages.invalidToken);
      return { success: true as const, message: AuthMessages.loggedOut };
    },
  );
};
