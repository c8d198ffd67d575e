import { VendorMessages, vendorResponseSchema } from '@seva/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { daysFromNow, insertVendor, type VendorInsert } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { ensureAdmin } from '../auth/bootstrap';

const UPDATE = '/api/v1/admin/data/updatevendors';
const approvedVendor: Partial<VendorInsert> = { is_approved: 1, approved_date: daysFromNow(-3) };

describe(`PUT /admin/data/updatevendors (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let otherAdminId: number;
  const db = () => t.database.handle.db;
  const update = (body: unknown, as = token) => t.request('PUT', UPDATE, { body, token: as });
  const row = (id: number) =>
    db().selectFrom('vendors').selectAll().where('vendor_id', '=', id).executeTakeFirstOrThrow();
  const auditOf = (id: number) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'vendor')
      .where('entity_id', '=', String(id))
      // The decision's own rows; the message it sends (message.queued) is messages/events.test.ts's.
      .where('action', '!=', 'message.queued')
      .orderBy('id')
      .execute();
  const listIds = async (path: string) =>
    (await t.request('GET', `/api/v1/admin/data/${path}`, { token })).body.data.map(
      (v: { vendor_id: number }) => v.vendor_id,
    );

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    otherAdminId = (
      await ensureAdmin(db(), {
        name: 'Other',
        email: 'other@seva.test',
        password: 'Other-Pass-123',
        phone: '9123456780',
      })
    ).id;
  });
  afterAll(() => t.close());

  describe('approve', () => {
    it('approves a pending vendor as the signed-in admin, whatever approved_by the body names', async () => {
      const vendor = await insertVendor(db());
      const before = Date.now();
      const res = await update({ vendor_id: vendor.vendor_id, is_approved: 1, approved_by: otherAdminId });
      expect(res.status).toBe(200);
      expect(() => vendorResponseSchema.parse(res.body)).not.toThrow();
      expect(res.body.data).toMatchObject({
        vendor_id: vendor.vendor_id,
        is_approved: 1,
        is_rejected: 0,
        approved_by: t.adminId,
      });
      expect(Date.parse(res.body.data.approved_date)).toBeGreaterThanOrEqual(before - 5);
      expect(await row(vendor.vendor_id)).toMatchObject({ is_approved: 1, approved_by: t.adminId });
      expect(await listIds('getvendors_pending')).not.toContain(vendor.vendor_id);
      expect(await listIds('getvendors_approve')).toContain(vendor.vendor_id);
    });

    it('writes one audit row with the before and after of the changed fields', async () => {
      const vendor = await insertVendor(db());
      await update({ vendor_id: vendor.vendor_id, is_approved: 1 });
      const audit = await auditOf(vendor.vendor_id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        admin_id: t.adminId,
        action: 'vendor.approved',
        ip: expect.any(String),
      });
      expect(JSON.parse(audit[0]!.before!)).toEqual({
        is_approved: 0,
        approved_by: null,
        approved_date: null,
      });
      expect(JSON.parse(audit[0]!.after!)).toMatchObject({ is_approved: 1, approved_by: t.adminId });
    });

    it('takes the approver from whichever admin holds the token', async () => {
      const vendor = await insertVendor(db());
      const other = await t.login('other@seva.test', 'Other-Pass-123');
      const res = await update(
        { vendor_id: vendor.vendor_id, is_approved: 1, approved_by: t.adminId },
        other,
      );
      expect(res.body.data.approved_by).toBe(otherAdminId);
    });
  });

  describe('reject', () => {
    it('rejects a pending vendor as the signed-in admin', async () => {
      const vendor = await insertVendor(db());
      const res = await update({ vendor_id: vendor.vendor_id, is_rejected: 1, rejected_by: otherAdminId });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ is_rejected: 1, is_approved: 0, rejected_by: t.adminId });
      expect(res.body.data.rejected_date).toEqual(expect.any(String));
      expect(await listIds('getvendors_reject')).toContain(vendor.vendor_id);
      expect((await auditOf(vendor.vendor_id))[0]?.action).toBe('vendor.rejected');
    });
  });

  describe.each([
    ['approve an approved vendor', approvedVendor, { is_approved: 1 }],
    ['reject an approved vendor', approvedVendor, { is_rejected: 1 }],
    ['approve a rejected vendor', { is_rejected: 1 }, { is_approved: 1 }],
    ['reject a rejected vendor', { is_rejected: 1 }, { is_rejected: 1 }],
  ] as const)('refuses to %s with 409', (_, state, action) => {
    it('and changes nothing', async () => {
      const vendor = await insertVendor(db(), state);
      const res = await update({ vendor_id: vendor.vendor_id, ...action });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, message: VendorMessages.notPending });
      expect(await row(vendor.vendor_id)).toEqual(vendor);
      expect(await auditOf(vendor.vendor_id)).toEqual([]);
    });
  });

  describe('block and unblock', () => {
    it('blocks with the trimmed reason and the time, and the vendor moves to the blocked list', async () => {
      const vendor = await insertVendor(db(), approvedVendor);
      const listed = await t.request('GET', '/api/v1/admin/data/vendors?is_blocked=0&limit=1', { token });
      const res = await update({
        vendor_id: vendor.vendor_id,
        is_blocked: 1,
        blocked_reason: '  Asked for cash payments  ',
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ is_blocked: 1, blocked_reason: 'Asked for cash payments' });
      expect(Math.abs(Date.parse(res.body.data.blocked_date) - Date.now())).toBeLessThan(60_000);
      expect(await listIds('getblockvendors')).toContain(vendor.vendor_id);
      expect(await listIds('vendors?is_blocked=0')).not.toContain(vendor.vendor_id);
      const after = await t.request('GET', '/api/v1/admin/data/vendors?is_blocked=0&limit=1', { token });
      expect(after.body.total).toBe(listed.body.total - 1);
    });

    it('unblocks: clears the flag and the date, keeps the reason (ADR 014), and the audit row shows it', async () => {
      const vendor = await insertVendor(db(), {
        ...approvedVendor,
        is_blocked: 1,
        blocked_reason: 'Fake reviews',
        blocked_date: daysFromNow(-1),
      });
      const res = await update({ vendor_id: vendor.vendor_id, is_blocked: 0 });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        is_blocked: 0,
        blocked_reason: 'Fake reviews',
        blocked_date: null,
        is_approved: 1,
      });
      const read = await t.request('GET', `/api/v1/admin/data/vendors/${vendor.vendor_id}`, { token });
      expect(read.body.data).toMatchObject({
        is_blocked: 0,
        blocked_reason: 'Fake reviews',
        blocked_date: null,
      });
      expect(await listIds('getblockvendors')).not.toContain(vendor.vendor_id);
      expect(await listIds('vendors?is_blocked=0')).toContain(vendor.vendor_id);
      const [audit] = await auditOf(vendor.vendor_id);
      expect(audit?.action).toBe('vendor.unblocked');
      expect(JSON.parse(audit!.before!)).toEqual({
        is_blocked: 1,
        blocked_date: vendor.blocked_date,
        blocked_reason: 'Fake reviews',
      });
      expect(JSON.parse(audit!.after!)).toEqual({
        is_blocked: 0,
        blocked_date: null,
        blocked_reason: 'Fake reviews',
      });
    });

    it('a later block replaces the kept reason', async () => {
      const vendor = await insertVendor(db(), {
        ...approvedVendor,
        is_blocked: 1,
        blocked_reason: 'Fake reviews',
        blocked_date: daysFromNow(-1),
      });
      await update({ vendor_id: vendor.vendor_id, is_blocked: 0 });
      const res = await update({ vendor_id: vendor.vendor_id, is_blocked: 1, blocked_reason: 'No-shows' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ is_blocked: 1, blocked_reason: 'No-shows' });
    });

    it.each([undefined, null, '', '   \n\t'])(
      'refuses blocked_reason %j with 400: a block needs a reason',
      async (reason) => {
        const vendor = await insertVendor(db());
        const res = await update({ vendor_id: vendor.vendor_id, is_blocked: 1, blocked_reason: reason });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, message: VendorMessages.blockReasonRequired });
        expect(await row(vendor.vendor_id)).toEqual(vendor);
        expect(await auditOf(vendor.vendor_id)).toEqual([]);
      },
    );

    it('refuses to block a blocked vendor and to unblock one that is not blocked (409)', async () => {
      const blocked = await insertVendor(db(), {
        is_blocked: 1,
        blocked_reason: 'x',
        blocked_date: daysFromNow(-1),
      });
      const again = await update({ vendor_id: blocked.vendor_id, is_blocked: 1, blocked_reason: 'again' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(VendorMessages.alreadyBlocked);
      const open = await insertVendor(db());
      const unblock = await update({ vendor_id: open.vendor_id, is_blocked: 0 });
      expect(unblock.status).toBe(409);
      expect(unblock.body.message).toBe(VendorMessages.notBlocked);
      expect(await row(blocked.vendor_id)).toEqual(blocked);
      expect(await row(open.vendor_id)).toEqual(open);
    });

    it('blocks and approves independently: a blocked pending vendor can still be approved', async () => {
      const vendor = await insertVendor(db(), {
        is_blocked: 1,
        blocked_reason: 'x',
        blocked_date: daysFromNow(-1),
      });
      const res = await update({ vendor_id: vendor.vendor_id, is_approved: 1 });
      expect(res.body.data).toMatchObject({ is_approved: 1, is_blocked: 1 });
    });
  });

  it.each([
    { is_approved: 1 },
    { is_rejected: 1 },
    { is_blocked: 1, blocked_reason: 'x' },
    { is_blocked: 0 },
  ])('answers %j on an unknown vendor with 404', async (action) => {
    const res = await update({ vendor_id: 2_000_000_000, ...action });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: VendorMessages.notFound });
  });

  describe('concurrent admins', () => {
    let vendorId: number;
    beforeEach(async () => {
      vendorId = (await insertVendor(db())).vendor_id;
    });

    it('lets exactly one of two simultaneous decisions win', async () => {
      const results = await Promise.all([
        update({ vendor_id: vendorId, is_approved: 1 }),
        update({ vendor_id: vendorId, is_rejected: 1 }),
        update({ vendor_id: vendorId, is_approved: 1 }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      const winner = results.find((r) => r.status === 200)!.body.data;
      expect(await row(vendorId)).toMatchObject({
        is_approved: winner.is_approved,
        is_rejected: winner.is_rejected,
      });
      expect(await auditOf(vendorId)).toHaveLength(1);
    });

    it('lets exactly one of several simultaneous blocks win', async () => {
      const results = await Promise.all(
        [1, 2, 3, 4].map((n) =>
          update({ vendor_id: vendorId, is_blocked: 1, blocked_reason: `reason ${n}` }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      const winner = results.find((r) => r.status === 200)!.body.data;
      expect((await row(vendorId)).blocked_reason).toBe(winner.blocked_reason);
      expect(await auditOf(vendorId)).toHaveLength(1);
    });
  });

  it('gives every change of one vendor a later updated_at, even within a millisecond', async () => {
    const vendor = await insertVendor(db(), { updated_at: daysFromNow(1) });
    await update({ vendor_id: vendor.vendor_id, is_blocked: 1, blocked_reason: 'x' });
    const first = (await row(vendor.vendor_id)).updated_at;
    await update({ vendor_id: vendor.vendor_id, is_blocked: 0 });
    const second = (await row(vendor.vendor_id)).updated_at;
    expect(first > vendor.updated_at).toBe(true);
    expect(second > first).toBe(true);
  });
});
