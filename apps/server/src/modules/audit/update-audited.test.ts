import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVendor } from '../../test/factories';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import { trialOwed } from '../vendors/trial';
import { updateAudited } from './repository';

describe(`updateAudited on ${testDialect}`, () => {
  let t: TestDatabase;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestDatabase();
    const admin = await t.handle.db
      .insertInto('admins')
      .values({ name: 'Audit Admin', email: 'audit@seva.local', phone: '9000000001', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    adminId = admin.id;
  });
  afterAll(() => t.drop());

  const blockIfUnblocked = (vendorId: number) => (db: TestDatabase['handle']['db']) =>
    db
      .updateTable('vendors')
      .set({ is_blocked: 1, blocked_reason: 'Spam' })
      .where('vendor_id', '=', vendorId)
      .where('is_blocked', '=', 0)
      .returningAll();
  const entry = (vendorId: number, admin: number) => ({
    adminId: admin,
    action: 'vendor.blocked',
    entity: 'vendor',
    entityId: vendorId,
    before: { is_blocked: 0 },
    after: { is_blocked: 1 },
    ip: '127.0.0.1',
  });
  const auditRowsOf = (vendorId: number) =>
    t.handle.db.selectFrom('audit_log').selectAll().where('entity_id', '=', String(vendorId)).execute();
  const blockedOf = async (vendorId: number) =>
    (
      await t.handle.db
        .selectFrom('vendors')
        .select('is_blocked')
        .where('vendor_id', '=', vendorId)
        .executeTakeFirstOrThrow()
    ).is_blocked;

  it('answers the updated row and writes its audit row', async () => {
    const vendor = await insertVendor(t.handle.db);
    const row = await updateAudited(
      t.handle.db,
      t.handle.dialect,
      blockIfUnblocked(vendor.vendor_id),
      entry(vendor.vendor_id, adminId),
    );
    expect(row).toMatchObject({ vendor_id: vendor.vendor_id, is_blocked: 1, blocked_reason: 'Spam' });
    const audit = await auditRowsOf(vendor.vendor_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      admin_id: adminId,
      action: 'vendor.blocked',
      entity: 'vendor',
      before: '{"is_blocked":0}',
      after: '{"is_blocked":1}',
      ip: '127.0.0.1',
    });
  });

  it('writes nothing when the condition no longer holds', async () => {
    const vendor = await insertVendor(t.handle.db, { is_blocked: 1 });
    const row = await updateAudited(
      t.handle.db,
      t.handle.dialect,
      blockIfUnblocked(vendor.vendor_id),
      entry(vendor.vendor_id, adminId),
    );
    expect(row).toBeUndefined();
    expect(await auditRowsOf(vendor.vendor_id)).toEqual([]);
  });

  it('keeps the change only if its audit row is written too', async () => {
    const vendor = await insertVendor(t.handle.db);
    const unknownAdmin = adminId + 1_000;
    await expect(
      updateAudited(
        t.handle.db,
        t.handle.dialect,
        blockIfUnblocked(vendor.vendor_id),
        entry(vendor.vendor_id, unknownAdmin),
      ),
    ).rejects.toThrow();
    expect(await blockedOf(vendor.vendor_id)).toBe(0);
    expect(await auditRowsOf(vendor.vendor_id)).toEqual([]);
  });

  it('inserts the row given alongside only when the update changed its row, and reads it from that row', async () => {
    const open = await insertVendor(t.handle.db);
    const blocked = await insertVendor(t.handle.db, { is_blocked: 1 });
    const startIso = '2026-11-24T10:00:00.000Z';
    for (const vendor of [open, blocked]) {
      const trial = trialOwed(
        { vendor_id: vendor.vendor_id, subscription_status: null, had_trial: false },
        { startIso, days: 14 },
      );
      if (!trial) throw new Error('a vendor without a subscription or an earlier trial is owed one');
      await updateAudited(
        t.handle.db,
        t.handle.dialect,
        (db) =>
          db
            .updateTable('vendors')
            .set({ is_blocked: 1, ...trial.columns })
            .where('vendor_id', '=', vendor.vendor_id)
            .where('is_blocked', '=', 0)
            .returningAll(),
        entry(vendor.vendor_id, adminId),
        trial.row,
      );
    }
    const trials = await t.handle.db
      .selectFrom('vendor_subscriptions')
      .select(['vendor_id', 'is_trial', 'subscription_id', 'start_date', 'expiry_date'])
      .where('vendor_id', 'in', [open.vendor_id, blocked.vendor_id])
      .execute();
    expect(trials).toEqual([
      {
        vendor_id: open.vendor_id,
        is_trial: 1,
        subscription_id: null,
        start_date: startIso,
        expiry_date: '2026-12-08T10:00:00.000Z',
      },
    ]);
    expect(await auditRowsOf(blocked.vendor_id)).toEqual([]);
  });
});
