import { AuthMessages } from '@seva/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-error';
import { bearerFrom, hashToken } from '../lib/tokens';
import { findAppPrincipal } from '../modules/app-sessions/service';
import { findAdminSession } from '../modules/auth/service';
import type { AuthRequirement } from '../types';

const API_PREFIX = '/api/v1/';

/**
 * Bearer authentication for every API route. Routes are admin-only unless their config says otherwise:
 * `auth: 'public'`; `'password_reset'` accepts only the scoped token that verifyOtp returns; `'vendor'`
 * and `'customer'` accept only that app's tokens (docs/decisions/017-partner-api.md); a list accepts any of
 * its kinds. A token of another kind is refused like an unknown one.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('admin', null);
  app.decorateRequest('appUser', null);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!request.url.startsWith(API_PREFIX) || !request.routeOptions.url) return;
    const configured = request.routeOptions.config.auth ?? 'admin';
    const accepted: readonly AuthRequirement[] = typeof configured === 'string' ? [configured] : configured;
    if (accepted.includes('public')) return;

    const token = bearerFrom(request.headers.authorization);
    if (!token) throw unauthorized(AuthMessages.noToken);
    const tokenHash = hashToken(token);
    for (const kind of accepted) {
      if (kind === 'vendor' || kind === 'customer') {
        const principal = await findAppPrincipal(app.db, kind, tokenHash);
        if (principal) {
          request.appUser = principal;
          return;
        }
        continue;
      }
      const session = await findAdminSession(app.db, tokenHash);
      if (session && session.scope === kind) {
        request.admin = {
          id: session.id,
          name: session.name,
          phone: session.phone,
          sessionId: session.sessionId,
          scope: session.scope,
        };
        return;
      }
    }
    throw unauthorized(AuthMessages.invalidToken);
  });
});
