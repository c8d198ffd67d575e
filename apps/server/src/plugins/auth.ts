import { AuthMessages, TeamMessages } from '@seva/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error';
import { bearerFrom, hashToken } from '../lib/tokens';
import { findAppPrincipal } from '../modules/app-sessions/service';
import { findAdminSession, touchAdminSession } from '../modules/auth/service';
import { allows, assertStepUp, parsePermissions } from '../modules/team/service';
import type { AuthRequirement, RoutePermissionEntry } from '../types';

const API_PREFIX = '/api/v1/';
const CSV_EXPORT_PERMISSION = 'reports.export';

const acceptedKinds = (configured: AuthRequirement | readonly AuthRequirement[] | undefined) =>
  [configured ?? 'admin'].flat() as readonly AuthRequirement[];

/**
 * Bearer authentication and permissions for every API route. Routes are admin-only unless their config
 * says otherwise: `auth: 'public'`; `'password_reset'` accepts only the scoped token that verifyOtp returns;
 * `'vendor'` and `'customer'` accept only that app's tokens (docs/decisions/017-partner-api.md); a list
 * accepts any of its kinds. A token of another kind is refused like an unknown one.
 *
 * An admin route names the permission it needs (`config.permission`, docs/product/team.md#permissions);
 * a route that forgets to is refused at start-up. An admin without it gets 403 before the body is read, so
 * nothing is written; a CSV export (`format=csv`) also needs `reports.export`; a member whose role must
 * use two-step sign-in (MFA_REQUIRED_ROLES) reaches only the routes marked `duringMfaSetup` until it is on.
 * A route marked `stepUp` also needs a two-step code entered in this session in the last 10 minutes
 * (`assertStepUp`, docs/product/team.md#step-up), checked after the permission, also before the body is read.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('admin', null);
  app.decorateRequest('appUser', null);

  const table: RoutePermissionEntry[] = [];
  app.decorate('routePermissions', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    if (!acceptedKinds(route.config?.auth).includes('admin')) return;
    const method = [route.method].flat().join(',');
    const permission = route.config?.permission;
    if (permission === undefined)
      throw new Error(`${method} ${route.url} names no permission (config.permission)`);
    if (method !== 'HEAD')
      table.push({ method, url: route.url, permission, stepUp: route.config?.stepUp === true });
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!request.url.startsWith(API_PREFIX) || !request.routeOptions.url) return;
    const accepted = acceptedKinds(request.routeOptions.config.auth);
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
          role: session.role,
          permissions: parsePermissions(session.permissions),
          mfaEnabled: session.mfa_enabled_at !== null,
          mfaVerifiedAt: session.mfa_verified_at,
        };
        if (kind === 'admin') {
          authorize(request, app.config.mfaRequiredRoles);
          await touchAdminSession(app.db, session.sessionId, session.last_seen_at);
        }
        return;
      }
    }
    throw unauthorized(AuthMessages.invalidToken);
  });
});

function authorize(request: FastifyRequest, mfaRequiredRoles: readonly string[]) {
  const admin = request.admin!;
  const config = request.routeOptions.config;
  if (!admin.mfaEnabled && mfaRequiredRoles.includes(admin.role) && config.duringMfaSetup !== true)
    throw forbidden(TeamMessages.mfaSetupRequired);
  const needed = config.permission;
  if (needed === undefined || !allows(admin.permissions, needed)) throw forbidden(TeamMessages.forbidden);
  const query = request.query as Record<string, unknown> | undefined;
  if (query?.format === 'csv' && !admin.permissions.has(CSV_EXPORT_PERMISSION))
    throw forbidden(TeamMessages.forbidden);
  if (config.stepUp === true) assertStepUp(admin);
}
