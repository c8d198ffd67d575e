import {
  AuthMessages,
  errorResponseSchema,
  forgetPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  okResponseSchema,
  updatePasswordBodySchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuthService } from './service';

const failures = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

/** Sign-in, sign-out and password recovery (SPEC §7 /admin/login calls). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService({ db: app.db, sms: app.sms, config: app.config });
  const limited = (auth: 'public' | 'password_reset') => ({
    auth,
    rateLimit: { max: app.config.authThrottle.ipPerMinute, timeWindow: '1 minute' },
  });
  const client = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });

  app.post(
    '/admin/login',
    {
      config: limited('public'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { token, admin } = await auth.login(request.body.email, request.body.password, client(request));
      return { success: true as const, token, admin };
    },
  );

  app.post(
    '/admin/login/forgetPassword',
    {
      config: limited('public'),
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time code to the admin phone (same answer for unknown phones)',
        body: forgetPasswordBodySchema,
        response: { 200: okResponseSchema, ...failures },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.phone, request.ip, request.log);
      return { success: true as const, message: AuthMessages.otpSent };
    },
  );

  app.post(
    '/admin/login/verifyOtp',
    {
      config: limited('public'),
      schema: {
        tags: ['auth'],
        summary: 'Exchange the one-time code for a password-reset token',
        body: verifyOtpBodySchema,
        response: { 200: verifyOtpResponseSchema, ...failures },
      },
    },
    async (request) => {
      const token = await auth.verifyResetCode(request.body.phone, request.body.otp, client(request));
      return { success: true as const, message: AuthMessages.otpVerified, token };
    },
  );

  app.put(
    '/admin/login/updatePassword',
    {
      config: limited('password_reset'),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password; the bearer is the reset token from verifyOtp',
        security: [{ bearerAuth: [] }],
        body: updatePasswordBodySchema,
        response: { 200: okResponseSchema, 403: errorResponseSchema, ...failures },
      },
    },
    async (request) => {
      const principal = request.admin!;
      await auth.resetPassword(principal, request.body.phone, request.body.password, request.ip);
      return { success: true as const, message: AuthMessages.passwordUpdated };
    },
  );

  app.post(
    '/admin/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session',
        security: [{ bearerAuth: [] }],
        response: { 200: okResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const admin = request.admin!;
      await auth.logout(admin.id, admin.sessionId, request.ip);
      return { success: true as const, message: AuthMessages.loggedOut };
    },
  );
};
