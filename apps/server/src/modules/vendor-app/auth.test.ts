import { AuthMessages } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken } from '../../test/app-tokens';
import { insertCategory, insertCustomer } from '../../test/factories';
import { rowCount } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { openAppSession } from '../app-sessions/service';
import { applicationBody } from './application-body';

/** Every vendor app route (docs/product/partner-api.md#tokens) with a body it would accept. */
const ROUTES = [
  ['PUT', '/api/v1/vendor/me/application'],
  ['GET', '/api/v1/vendor/me'],
  ['GET', '/api/v1/vendor/me/bookings'],
  ['POST', '/api/v1/vendor/me/bookings/1/complete'],
  ['POST', '/api/v1/vendor/me/complaints'],
] as const;

describe(`vendor app tokens (${testDialect})`, () => {
  let t: TestApp;
  let categoryId: number;
  const db = () => t.database.handle.db;
  const bodyOf = (path: string) =>
    path.endsWith('/application')
      ? applicationBody(categoryId)
      : path.endsWith('/complaints')
        ? { vend_comp_desc: 'Hello' }
        : undefined;
  const vendorCount = () => rowCount(db(), 'vendors');

  beforeAll(async () => {
    t = await createTestApp();
    categoryId = (await insertCategory(db())).service_cat_id;
  });
  afterAll(() => t.close());

  it.each(ROUTES)('%s %s: no token is 401', async (method, path) => {
    const res = await t.request(method, path, { body: bodyOf(path) });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AuthMessages.noToken);
  });

  it.each(ROUTES)('%s %s: an admin token is 401 and writes nothing', async (method, path) => {
    const admin = await t.login();
    const count = await vendorCount();
    const res = await t.request(method, path, { token: admin, body: bodyOf(path) });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AuthMessages.invalidToken);
    expect(await vendorCount()).toBe(count);
  });

  it.each(ROUTES)('%s %s: a customer token is 401 and writes nothing', async (method, path) => {
    const customer = await insertCustomer(db());
    const token = await openAppSession(
      db(),
      {
        kind: 'customer',
        subjectId: customer.customer_id,
        phone: '8300000001',
        ttlMs: 3_600_000,
        now: Date.now(),
      },
      { ip: '127.0.0.1', userAgent: null },
    );
    const count = await vendorCount();
    const res = await t.request(method, path, { token, body: bodyOf(path) });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AuthMessages.invalidToken);
    expect(await vendorCount()).toBe(count);
  });

  it('a revoked vendor token is 401', async () => {
    const token = await appToken(t, 'vendor', '8300000002');
    expect((await t.request('POST', '/api/v1/vendor/logout', { token })).status).toBe(200);
    const res = await t.request('GET', '/api/v1/vendor/me', { token });
    expect(res.status).toBe(401);
  });

  it.each([
    ['GET', '/api/v1/admin/data/getvendors_pending', '8300000003'],
    ['PUT', '/api/v1/admin/data/updatevendors', '8300000004'],
    ['GET', '/api/v1/admin/data/getcustomerservicedetails', '8300000005'],
  ] as const)('a vendor token on the admin route %s %s is 401', async (method, path, phone) => {
    const token = await appToken(t, 'vendor', phone);
    const res = await t.request(method, path, {
      token,
      body: method === 'PUT' ? { vendor_id: 1, is_approved: 1 } : undefined,
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AuthMessages.invalidToken);
  });
});
