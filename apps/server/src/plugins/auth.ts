import { AuthMessages } from '@seva/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-error';
import { bearerFrom, hashToken } from '../lib/tokens';
import { findAdminSession } from '../modules/auth/service';
import type { AuthRequirement } from '../types';

const API_PREFIX = '/api/v1/';

/**
 * Bearer authentication for every API route. Routes are admin-only unless their config says
 * `auth: 'public'`; `auth: 'password_reset'` accepts only the scoped token that verifyOtp returns.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('admin', null);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!request.url.startsWith(API_PREFIX) || !request.routeOptions.url) return;
    const requirement: AuthRequirement = request.routeOptions.config.auth ?? 'admin';
    if (requirement === 'public') return;

    const token = bearerFrom(request.headers.authorization);
    if (!token) throw unauthorized(AuthMessages.noToken);
    const session = await findAdminSession(app.db, hashToken(token));
    if (!session || session.scope !== requirement) throw unauthorized(AuthMessages.invalidToken);
    request.admin = {
      id: session.id,
      name: session.name,
      phone: session.phone,
      sessionId: session.sessionId,
      scope: session.scope,
    };
  });
});
