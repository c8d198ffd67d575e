import { AuthMessages } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVendor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

/** Every route of this issue, with a body it would accept, so only the credentials are wrong. */
const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/v1/admin/data/getvendors_approve'],
  ['GET', '/api/v1/admin/data/getvendors_pending'],
  ['GET', '/api/v1/admin/data/getvendors_reject'],
  ['GET', '/api/v1/admin/data/getblockvendors'],
  ['GET', '/api/v1/admin/data/getVendorsWithSubscription'],
  ['GET', '/api/v1/admin/data/getVendorsCompletedTrialNoPurchase'],
  ['GET', '/api/v1/admin/data/getfreetrialvendors'],
  ['GET', '/api/v1/admin/data/vendors?limit=5'],
  ['GET', '/api/v1/admin/data/vendors/1'],
  ['PUT', '/api/v1/admin/data/updatevendors', { vendor_id: 1, is_approved: 1 }],
  ['POST', '/api/v1/admin/data/vendors/1/kyc/reveal', { field: 'pan' }],
  ['POST', '/api/v1/admin/data/vendors/bulk/approve', { vendor_ids: [1] }],
  ['POST', '/api/v1/admin/data/vendors/bulk/reject', { vendor_ids: [1] }],
  ['PATCH', '/api/v1/admin/data/vendors/1', { name_of_bussiness: 'Renamed' }],
  ['GET', '/api/v1/admin/data/getSERVICE_CATEGORIES'],
];

describe(`vendor and catalogue routes need an admin token (${testDialect})`, () => {
  let t: TestApp;
  let vendorId: number;
  beforeAll(async () => {
    t = await createTestApp();
    vendorId = (await insertVendor(t.database.handle.db)).vendor_id;
  });
  afterAll(() => t.close());

  describe.each(ROUTES)('%s %s', (method, path, body) => {
    it('refuses a request without a token', async () => {
      const res = await t.request(method, path, { body });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: AuthMessages.noToken });
    });

    it('refuses an unknown token', async () => {
      const res = await t.request(method, path, { body, token: 'not-a-real-token' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: AuthMessages.invalidToken });
    });

    it('refuses a revoked token', async () => {
      const token = await t.login();
      await t.request('POST', '/api/v1/admin/logout', { token });
      const res = await t.request(method, path, { body, token });
      expect(res.status).toBe(401);
    });
  });

  it('writes nothing for a refused update', async () => {
    const body = { vendor_id: vendorId, is_approved: 1 };
    const res = await t.request('PUT', '/api/v1/admin/data/updatevendors', { body, token: 'forged' });
    expect(res.status).toBe(401);
    const db = t.database.handle.db;
    const vendor = await db
      .selectFrom('vendors')
      .selectAll()
      .where('vendor_id', '=', vendorId)
      .executeTakeFirst();
    expect(vendor?.is_approved).toBe(0);
    expect(await db.selectFrom('audit_log').selectAll().where('entity', '=', 'vendor').execute()).toEqual([]);
  });

  it('documents every route in the OpenAPI document, without the bench ceiling', async () => {
    const res = await t.request('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const [, path] of ROUTES) {
      expect(paths).toContain(path.split('?')[0]!.replace('/vendors/1', '/vendors/{vendorId}'));
    }
    expect(paths.some((p) => p.includes('ceiling'))).toBe(false);
    expect((await t.request('GET', '/api/v1/bench/ceiling/vendors', { token: await t.login() })).status).toBe(
      404,
    );
  });
});
