import {
  AuthMessages,
  adminLoginResponseSchema,
  errorResponseSchema,
  forgetPasswordBodySchema,
  loginBodySchema,
  loginMfaBodySchema,
  loginResponseSchema,
  okResponseSchema,
  updatePasswordBodySchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfo } from '../../lib/client-info';
import { serviceDepsOf } from '../../lib/service-deps';
import { auditActor } from '../audit/service';
import { createAuthService } from './service';

const failures = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

/** Sign-in, sign-out and password recovery (docs/product/api.md#sign-in-and-recovery). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService({ ...serviceDepsOf(app), sms: app.sms, config: app.config });
  const limited = (auth: 'public' | 'password_reset') => ({
    auth,
    rateLimit: { max: app.config.authThrottle.ipPerMinute, timeWindow: '1 minute' },
  });

  app.post(
    '/admin/login',
    {
      config: limited('public'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          "SPEC's answer `{ success, token, admin }`. With two-step sign-in on: `{ success, mfa_required: true, mfa_token }` and no token; the code goes to POST /admin/login/mfa. A member of a role that must use two-step sign-in (MFA_REQUIRED_ROLES) without it on: `{ success, mfa_setup_required: true, token, admin }`, a token that reaches only /admin/me, /admin/me/mfa/* and logout until it is on.",
        body: loginBodySchema,
        response: { 200: adminLoginResponseSchema, 403: errorResponseSchema, ...failures },
      },
    },
    async (request) => auth.login(request.body.email, request.body.password, clientInfo(request)),
  );

  app.post(
    '/admin/login/mfa',
    {
      config: limited('public'),
      schema: {
        tags: ['auth'],
        summary: 'Finish a two-step sign-in: the mfa_token from /admin/login and a code (or a recovery code)',
        description:
          "SPEC's login answer; the new session counts as verified for step-up. 401 for a wrong code (the fifth burns the mfa_token) and for an mfa_token that is unknown, used, expired or burnt; a code or recovery code is accepted once.",
        body: loginMfaBodySchema,
        response: { 200: loginResponseSchema, ...failures },
      },
    },
    async (request) => auth.loginWithMfa(request.body.mfa_token, request.body.code, clientInfo(request)),
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
      await auth.requestPasswordReset(request.body.phone, { ip: request.ip, log: request.log });
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
      const token = await auth.verifyResetCode(request.body.phone, request.body.otp, clientInfo(request));
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
      await auth.resetPassword(request.admin!, request.body, auditActor(request));
      return { success: true as const, message: AuthMessages.passwordUpdated };
    },
  );

  app.post(
    '/admin/logout',
    {
      config: { permission: 'signed_in', duringMfaSetup: true },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session',
        security: [{ bearerAuth: [] }],
        response: { 200: okResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      await auth.logout(request.admin!.sessionId, auditActor(request));
      return { success: true as const, message: AuthMessages.loggedOut };
    },
  );
};
