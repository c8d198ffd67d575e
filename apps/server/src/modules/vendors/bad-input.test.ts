import { updateVendorBodySchema } from '@seva/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVendor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const UPDATE = '/api/v1/admin/data/updatevendors';
const LONG = 'x'.repeat(501);

describe(`vendor routes refuse bad input with 400 and write nothing (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let vendorId: number;
  const db = () => t.database.handle.db;
  const snapshot = async () => ({
    vendors: await db().selectFrom('vendors').selectAll().orderBy('vendor_id').execute(),
    audit: await db().selectFrom('audit_log').select(['id']).where('entity', '=', 'vendor').execute(),
  });

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    // Revealing a KYC number needs step-up; with it, a bad request is refused for what is wrong with it.
    await t.enableMfa(token);
    vendorId = (await insertVendor(db())).vendor_id;
    await insertVendor(db(), { is_blocked: 1, blocked_reason: 'x', blocked_date: new Date().toISOString() });
  });
  afterAll(() => t.close());

  describe('PUT /admin/data/updatevendors', () => {
    const cases: [string, () => unknown][] = [
      ['an empty object', () => ({})],
      ['no action', () => ({ vendor_id: vendorId })],
      ['two actions', () => ({ vendor_id: vendorId, is_approved: 1, is_blocked: 1, blocked_reason: 'x' })],
      ['vendor_id as a string', () => ({ vendor_id: String(vendorId), is_approved: 1 })],
      ['a negative vendor_id', () => ({ vendor_id: -vendorId, is_approved: 1 })],
      ['vendor_id 0', () => ({ vendor_id: 0, is_approved: 1 })],
      ['a fractional vendor_id', () => ({ vendor_id: 1.5, is_approved: 1 })],
      ['a vendor_id past 2^31-1', () => ({ vendor_id: 2_147_483_648, is_approved: 1 })],
      ['a huge vendor_id', () => ({ vendor_id: 1e300, is_approved: 1 })],
      ['is_approved 0', () => ({ vendor_id: vendorId, is_approved: 0 })],
      ['is_approved true', () => ({ vendor_id: vendorId, is_approved: true })],
      ['is_blocked as a string', () => ({ vendor_id: vendorId, is_blocked: '1', blocked_reason: 'x' })],
      ['is_blocked 2', () => ({ vendor_id: vendorId, is_blocked: 2, blocked_reason: 'x' })],
      ['a numeric blocked_reason', () => ({ vendor_id: vendorId, is_blocked: 1, blocked_reason: 42 })],
      [
        'a blocked_reason of 501 characters',
        () => ({ vendor_id: vendorId, is_blocked: 1, blocked_reason: LONG }),
      ],
      ['an unknown field', () => ({ vendor_id: vendorId, is_approved: 1, is_admin: true })],
      ['approved_by as a string', () => ({ vendor_id: vendorId, is_approved: 1, approved_by: 'me' })],
      ['an array', () => [{ vendor_id: vendorId, is_approved: 1 }]],
      ['null', () => null],
      ['a number', () => 7],
    ];

    it.each(cases)('%s', async (_, body) => {
      const before = await snapshot();
      const res = await t.request('PUT', UPDATE, { body: body(), token });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toEqual(expect.any(String));
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a body that is not JSON', async () => {
      const before = await snapshot();
      const res = await t.request('PUT', UPDATE, {
        token,
        headers: { 'content-type': 'application/json' },
        body: undefined,
      });
      expect(res.status).toBe(400);
      const broken = await fetch(`${t.baseUrl}${UPDATE}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{"vendor_id": 1, "is_approved": 1',
      });
      expect(broken.status).toBe(400);
      expect(await snapshot()).toEqual(before);
    });

    it('answers any body its schema refuses with 400 and changes nothing (fuzzed)', async () => {
      const value = fc.oneof(
        fc.constantFrom(0, 1, -1, 2, 1.5, 2 ** 31, '1', '', '  ', true, null, LONG),
        fc.integer(),
        fc.string({ maxLength: 20 }),
        fc.anything({ maxDepth: 1 }),
      );
      const body = fc.record(
        {
          vendor_id: fc.oneof(fc.constant(vendorId), value),
          is_approved: value,
          approved_by: value,
          is_rejected: value,
          rejected_by: value,
          is_blocked: value,
          blocked_reason: value,
          extra: value,
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(body, async (candidate) => {
          fc.pre(!updateVendorBodySchema.safeParse(candidate).success);
          const before = await snapshot();
          const res = await t.request('PUT', UPDATE, { body: candidate, token });
          expect(res.status).toBe(400);
          expect(await snapshot()).toEqual(before);
        }),
        { numRuns: 60 },
      );
    });
  });

  describe('list queries', () => {
    it.each([
      'limit=0',
      'limit=1001',
      'limit=ten',
      'limit=1.5',
      'offset=-1',
      'sort=password_hash',
      'sort=vendor_name;drop%20table%20vendors',
      `q=${'a'.repeat(101)}`,
      'is_blocked=2',
      'is_blocked=yes',
      'service_cat_id=-3',
      'service_cat_id=99999999999',
      'view=everyone',
      'state=deleted',
      `category=${'c'.repeat(101)}`,
    ])('GET /admin/data/vendors?%s', async (query) => {
      const res = await t.request('GET', `/api/v1/admin/data/vendors?${query}`, { token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    });

    it('applies the same rules to the per-state vendor lists (getvendors_pending …)', async () => {
      const res = await t.request('GET', '/api/v1/admin/data/getvendors_pending?limit=-5', { token });
      expect(res.status).toBe(400);
    });
  });

  describe('vendor ids in paths', () => {
    it.each(['0', '-1', 'abc', '1.5', '99999999999', '2147483648', '1e3'])('/vendors/%s', async (id) => {
      const before = await snapshot();
      const get = await t.request('GET', `/api/v1/admin/data/vendors/${id}`, { token });
      expect(get.status).toBe(400);
      const reveal = await t.request('POST', `/api/v1/admin/data/vendors/${id}/kyc/reveal`, {
        token,
        body: { field: 'pan' },
      });
      expect(reveal.status).toBe(400);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('POST …/kyc/reveal bodies', () => {
    it.each([
      ['an unknown field name', { field: 'password' }],
      ['no field', {}],
      ['an extra key', { field: 'pan', reason: 'curious' }],
      ['a number', { field: 1 }],
    ])('%s', async (_, body) => {
      const before = await snapshot();
      const res = await t.request('POST', `/api/v1/admin/data/vendors/${vendorId}/kyc/reveal`, {
        token,
        body,
      });
      expect(res.status).toBe(400);
      expect(await snapshot()).toEqual(before);
    });
  });
});
