import { BUILT_IN_ROLE_KEYS, BUILT_IN_ROLES, type Permission, TeamMessages } from '@seva/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin } from '../../plugins/auth';
import { rowCounts } from '../../test/row-counts';
import { createTestApp, MEMBER_PASSWORD, type TestApp } from '../../test/test-app';
import { allows } from './permissions';

/**
 * The permission matrix, generated from the route table (plugins/auth.ts): every admin route × every
 * built-in role. A role that holds the route's permission is never answered 403; the others are, and the
 * refused calls write nothing. A route added without a permission never gets here: the app refuses to start.
 * Each role's session has step-up (two-step sign-in on, a code just entered), so a route marked `stepUp`
 * is held to the same rule; what step-up itself refuses is the last test here.
 */
describe('permission matrix: every admin route × every built-in role', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The two-step gate of MFA_REQUIRED_ROLES is its own test (two-step.test.ts); here every role signs in fully.
    t = await createTestApp({ MFA_REQUIRED_ROLES: '' });
  });
  afterAll(() => t?.close());

  /** A path of the route with every parameter filled by something that names nothing. */
  const pathOf = (url: string) =>
    url.replace(/:(\w+)/g, (_, name: string) =>
      name === 'key' ? 'no_such_role' : name === 'itemId' ? 'booking:999999' : '999999',
    );
  const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

  it('names a permission for every admin route, from a known key', () => {
    const routes = t.app.routePermissions;
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/admin/team',
        'POST /api/v1/admin/roles',
        'GET /api/v1/admin/me',
        'GET /api/v1/admin/settings/slots',
        'GET /api/v1/admin/message-templates',
        'PUT /api/v1/admin/message-templates/:key',
        'POST /api/v1/admin/message-templates/:key/preview',
      ]),
    );
  });

  it('refuses to start with an admin route that names no permission; public and app routes need none', async () => {
    const app = Fastify();
    await app.register(authPlugin);
    const ok = async () => ({ ok: true });
    app.get('/api/v1/public/health-like', { config: { auth: 'public' } }, ok);
    app.get('/api/v1/vendor/me/thing', { config: { auth: 'vendor' } }, ok);
    app.get('/api/v1/admin/data/signed-in', { config: { permission: 'signed_in' } }, ok);
    expect(() => app.get('/api/v1/admin/data/forgotten', ok)).toThrow(
      'GET /api/v1/admin/data/forgotten names no permission (config.permission)',
    );
    expect(() => app.post('/api/v1/chat/either', { config: { auth: ['admin', 'vendor'] } }, ok)).toThrow(
      'POST /api/v1/chat/either names no permission (config.permission)',
    );
    expect(app.routePermissions.map((r) => `${r.method} ${r.url} ${r.permission}`)).toEqual([
      'GET /api/v1/admin/data/signed-in signed_in',
    ]);
    await app.close();
  });

  for (const role of BUILT_IN_ROLE_KEYS) {
    it(`${role}: allowed routes are never 403; the others are 403 and write nothing`, async () => {
      const { token } = await t.signInAs(role);
      await t.enableMfa(token);
      const granted = new Set<Permission>(BUILT_IN_ROLES[role].permissions);
      // Signing out ends the session: it goes last.
      const routes = [...t.app.routePermissions].sort(
        (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
      );
      const wrong: string[] = [];
      for (const route of routes) {
        const before = await rowCounts(t.database.handle.db);
        const res = await t.request(route.method, pathOf(route.url), {
          token,
          ...(hasBody(route.method) ? { body: {} } : {}),
        });
        const allowed = allows(granted, route.permission);
        const name = `${route.method} ${route.url}`;
        if (allowed && (res.status === 403 || res.status === 401))
          wrong.push(`${name}: ${res.status} although allowed (${res.body?.message})`);
        if (!allowed) {
          if (res.status !== 403 || res.body?.message !== TeamMessages.forbidden)
            wrong.push(`${name}: ${res.status} although not allowed`);
          expect(await rowCounts(t.database.handle.db), name).toEqual(before);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('every route marked step-up refuses a holder of its permission without a recent code, writing nothing', async () => {
    const stepUp = t.app.routePermissions.filter((r) => r.stepUp);
    expect(stepUp.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/v1/admin/roles/:key',
      'POST /api/v1/admin/data/payments/:payment_id/refunds',
      'POST /api/v1/admin/data/payouts',
      'POST /api/v1/admin/data/vendors/:vendorId/kyc/reveal',
      'POST /api/v1/admin/roles',
      'POST /api/v1/admin/team',
      'POST /api/v1/admin/team/:id/deactivate',
      'POST /api/v1/admin/team/:id/mfa/reset',
      'POST /api/v1/admin/team/:id/reactivate',
      'PUT /api/v1/admin/roles/:key',
      'PUT /api/v1/admin/team/:id',
    ]);
    const { token } = await t.signInAs('owner');
    // A second session of the same owner, opened before two-step sign-in is on: no code entered in it.
    const { email } = (await t.request('GET', '/api/v1/admin/me', { token })).body.data;
    const unverified = await t.login(email, MEMBER_PASSWORD);
    for (const [session, message] of [
      [token, TeamMessages.mfaNotEnabled],
      [unverified, TeamMessages.stepUpRequired],
    ] as const) {
      if (message === TeamMessages.stepUpRequired) await t.enableMfa(token);
      for (const route of stepUp) {
        const before = await rowCounts(t.database.handle.db);
        const res = await t.request(route.method, pathOf(route.url), {
          token: session,
          ...(hasBody(route.method) ? { body: {} } : {}),
        });
        const name = `${route.method} ${route.url}`;
        expect(res.status, name).toBe(403);
        expect(res.body, name).toEqual({ success: false, message });
        expect(await rowCounts(t.database.handle.db), name).toEqual(before);
      }
    }
  });

  it('a CSV export also needs reports.export', async () => {
    const support = await t.signInAs('support');
    const finance = await t.signInAs('finance');
    const csv = '/api/v1/admin/data/getcustomerservicedetails?format=csv';
    const refused = await t.request('GET', csv, { token: support.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: TeamMessages.forbidden });
    expect((await t.request('GET', csv, { token: finance.token })).status).toBe(200);
    expect(
      (await t.request('GET', '/api/v1/admin/data/getcustomerservicedetails', { token: support.token }))
        .status,
    ).toBe(200);
  });

  it('blocking needs vendors.block, approving vendors.decide, on the same route', async () => {
    const reviewer = await t.signInAs('kyc_reviewer');
    const block = await t.request('PUT', '/api/v1/admin/data/updatevendors', {
      token: reviewer.token,
      body: { vendor_id: 999999, is_blocked: 1, blocked_reason: 'Fraud' },
    });
    expect(block.status).toBe(403);
    const approve = await t.request('PUT', '/api/v1/admin/data/updatevendors', {
      token: reviewer.token,
      body: { vendor_id: 999999, is_approved: 1 },
    });
    expect(approve.status).toBe(404);
  });

  it('shows each operation’s permission in the OpenAPI document', async () => {
    const doc = (await t.request('GET', '/api/docs/json')).body;
    expect(doc.paths['/api/v1/admin/team'].post['x-permission']).toEqual(['team.manage']);
    expect(doc.paths['/api/v1/admin/data/updatevendors'].put['x-permission']).toEqual([
      'vendors.decide',
      'vendors.block',
    ]);
    expect(doc.paths['/api/v1/admin/me'].get['x-permission']).toEqual(['signed_in']);
    expect(doc.paths['/api/v1/admin/login'].post['x-permission']).toBeUndefined();
    expect(doc.paths['/api/v1/admin/team'].post['x-step-up']).toBe(true);
    expect(doc.paths['/api/v1/admin/data/vendors/{vendorId}/kyc/reveal'].post['x-step-up']).toBe(true);
    expect(doc.paths['/api/v1/admin/team'].get['x-step-up']).toBeUndefined();
  });
});
