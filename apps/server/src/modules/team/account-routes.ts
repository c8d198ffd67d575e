import {
  adminSessionSchema,
  changePasswordBodySchema,
  dataResponseSchema,
  errorResponseSchema,
  meSchema,
  okResponseSchema,
  revokedSessionsSchema,
  sessionIdParamsSchema,
  TeamMessages,
  updateMeBodySchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceDepsOf } from '../../lib/service-deps';
import { auditActor } from '../audit/service';
import { createAccountService } from '../auth/service';
import { createMeService } from './me-service';

const security = [{ bearerAuth: [] }];
const failures = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
/** What every member may do for themselves (docs/product/team.md#account). */
const OWN = { permission: 'signed_in' } as const;

/**
 * The signed-in member's own account: their name, their password and their sessions
 * (docs/product/team.md#sessions, #account). Signing a session out closes its open sockets at once.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDepsOf(app);
  const me = createMeService(deps);
  const account = createAccountService(deps);

  app.put(
    '/admin/me',
    {
      config: OWN,
      schema: {
        tags: ['team'],
        summary: 'Change your own name',
        security,
        body: updateMeBodySchema,
        response: { 200: dataResponseSchema(meSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await me.rename(request.admin!, request.body.name, auditActor(request)),
    }),
  );

  app.post(
    '/admin/me/password',
    {
      config: {
        ...OWN,
        rateLimit: { max: app.config.authThrottle.ipPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['team'],
        summary: 'Change your password with the current one; your other sessions are signed out',
        description:
          'A wrong current password is 400 and counts against the sign-in throttle of your email and IP, ' +
          'as a wrong password at sign-in does (429 once locked). The current session stays signed in.',
        security,
        body: changePasswordBodySchema,
        response: { 200: okResponseSchema, ...failures, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await account.changePassword(request.admin!, request.body, {
        ...auditActor(request),
        ip: request.ip,
      });
      return { success: true as const, message: TeamMessages.passwordChanged };
    },
  );

  app.get(
    '/admin/me/sessions',
    {
      config: OWN,
      schema: {
        tags: ['team'],
        summary: 'Your live sessions, newest first; `current` is the one this request came with',
        security,
        response: { 200: dataResponseSchema(adminSessionSchema.array()), 401: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await account.sessions(request.admin!) }),
  );

  app.delete(
    '/admin/me/sessions/:id',
    {
      config: OWN,
      schema: {
        tags: ['team'],
        summary: 'Sign one of your sessions out (the current one too); its open sockets close at once',
        description: "404 for an id that is not one of your live sessions (another member's included).",
        security,
        params: sessionIdParamsSchema,
        response: { 200: okResponseSchema, ...failures, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await account.revokeSession(request.admin!, request.params.id, auditActor(request));
      return { success: true as const, message: TeamMessages.sessionRevoked };
    },
  );

  app.post(
    '/admin/me/sessions/revoke-others',
    {
      config: OWN,
      schema: {
        tags: ['team'],
        summary: 'Sign out every session of yours but this one; answers how many',
        security,
        response: { 200: dataResponseSchema(revokedSessionsSchema), 401: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { revoked: await account.revokeOtherSessions(request.admin!, auditActor(request)) },
    }),
  );
};
