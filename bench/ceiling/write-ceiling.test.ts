import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertBooking,
  insertCategory,
  insertCustomer,
  insertVendor,
} from '../../apps/server/src/test/factories';
import { createTestApp, type TestApp } from '../../apps/server/src/test/test-app';
import { testDialect } from '../../apps/server/src/test/test-database';
import { ceilingRoutes } from './routes';

const VENDOR_UPDATE = '/api/v1/bench/ceiling/vendor-update';
const BOOKING_ASSIGN = '/api/v1/bench/ceiling/booking-assign';

/** Run by the server's test project (apps/server/vitest.config.ts), on both databases. */
describe(`the bench's write ceilings (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { apiRoutes: ceilingRoutes });
  });
  afterAll(() => t.close());

  it('blocks and unblocks a vendor with the columns of a real block, without a token or an audit row', async () => {
    const db = t.database.handle.db;
    const vendor = await insertVendor(db, { is_approved: 1 });
    const blocked = await t.request('PUT', VENDOR_UPDATE, {
      body: { vendor_id: vendor.vendor_id, is_blocked: 1, blocked_reason: 'Bench' },
    });
    expect(blocked).toMatchObject({ status: 200, body: { data: { updated: true } } });
    const row = () =>
      db
        .selectFrom('vendors')
        .selectAll()
        .where('vendor_id', '=', vendor.vendor_id)
        .executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ is_blocked: 1, blocked_reason: 'Bench' });
    expect((await row()).blocked_date).not.toBeNull();
    // The same conditions as the real update: a blocked vendor is not blocked again.
    const again = await t.request('PUT', VENDOR_UPDATE, {
      body: { vendor_id: vendor.vendor_id, is_blocked: 1, blocked_reason: 'Bench' },
    });
    expect(again.body).toEqual({ success: true, data: { updated: false } });

    await t.request('PUT', VENDOR_UPDATE, { body: { vendor_id: vendor.vendor_id, is_blocked: 0 } });
    expect(await row()).toMatchObject({ is_blocked: 0, blocked_date: null });
    const audit = await db.selectFrom('audit_log').select('id').where('entity', '=', 'vendor').execute();
    expect(audit).toEqual([]);
  });

  it('approves a pending vendor once, naming the admin of approved_by', async () => {
    const db = t.database.handle.db;
    const vendor = await insertVendor(db);
    const body = { vendor_id: vendor.vendor_id, is_approved: 1, approved_by: t.adminId };
    expect((await t.request('PUT', VENDOR_UPDATE, { body })).body.data).toEqual({ updated: true });
    expect((await t.request('PUT', VENDOR_UPDATE, { body })).body.data).toEqual({ updated: false });
    const row = await db
      .selectFrom('vendors')
      .select(['is_approved', 'approved_by', 'subscription_status'])
      .where('vendor_id', '=', vendor.vendor_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_approved: 1, approved_by: t.adminId, subscription_status: null });
  });

  it('assigns an open booking once, as the real conditional update does', async () => {
    const db = t.database.handle.db;
    const category = await insertCategory(db);
    const booking = await insertBooking(db, await insertCustomer(db), category);
    const vendor = await insertVendor(db, { is_approved: 1, service_cat_id: category.service_cat_id });
    const body = { booking_id: booking.booking_id, vendor_id: vendor.vendor_id };
    expect((await t.request('PUT', BOOKING_ASSIGN, { body })).body.data).toEqual({ updated: true });
    expect((await t.request('PUT', BOOKING_ASSIGN, { body })).body.data).toEqual({ updated: false });
    const row = await db
      .selectFrom('customer_service_bookings')
      .select(['vendor_id', 'assigned_at'])
      .where('booking_id', '=', booking.booking_id)
      .executeTakeFirstOrThrow();
    expect(row.vendor_id).toBe(vendor.vendor_id);
    expect(row.assigned_at).not.toBeNull();
  });
});
