import {
  addKolkataDays,
  BookingMessages,
  DEFAULT_SLOT_RULES,
  kolkataDayOf,
  slotsOfDate,
} from '@seva/contract';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomersTable,
  ServiceCategoriesTable,
  VendorsTable,
} from '../../db/schema/marketplace-tables';
import { auditRowCount, bookingAuditRows, bookingRow } from '../../test/booking-rows';
import {
  insertBooking,
  insertCategory,
  insertCustomer,
  insertVendor,
  subscriptionColumns,
  type VendorInsert,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const ASSIGN = '/api/v1/admin/data/updateservicebooking';

/**
 * Assigning a booking with a slot (docs/product/dispatch.md#the-atomic-claim): the vendor's hours must
 * cover the slot (422) and the vendor must hold no other open booking in it (409 naming it), decided in
 * the statement that claims the vendor's slot, whose unique key lets only one of many concurrent claims win.
 */
describe(`PUT /admin/data/updateservicebooking, a booking with a slot (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let plumbing: Selectable<ServiceCategoriesTable>;
  let customer: Selectable<CustomersTable>;
  const day = addKolkataDays(kolkataDayOf(Date.now()), 2);
  const slots = slotsOfDate(day, DEFAULT_SLOT_RULES);
  /** 14:00-16:00 IST, two days ahead. */
  const afternoon = slots[3]!.start;

  const db = () => t.database.handle.db;
  const assign = (body: unknown) => t.request('PUT', ASSIGN, { body, token });
  const newBooking = (scheduled_start: string | null = afternoon, values = {}) =>
    insertBooking(db(), customer, plumbing, { scheduled_start, ...values });
  const plumber = (values: Partial<VendorInsert> = {}) =>
    insertVendor(db(), {
      is_approved: 1,
      approved_by: t.adminId,
      service_cat_id: plumbing.service_cat_id,
      service_start_time: '09:00',
      service_end_time: '18:00',
      ...subscriptionColumns('active', 30),
      ...values,
    });
  /** The open bookings `vendor` holds starting at `start`. */
  const openIn = async (vendor: Selectable<VendorsTable>, start: string) =>
    db()
      .selectFrom('customer_service_bookings')
      .select('booking_id')
      .where('vendor_id', '=', vendor.vendor_id)
      .where('scheduled_start', '=', start)
      .where('is_cancelled', '=', 0)
      .where('is_completed', '=', 0)
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    plumbing = await insertCategory(db(), { service_category_name: 'Plumbing' });
    customer = await insertCustomer(db());
  });
  afterAll(() => t.close());

  it('refuses with 422 a vendor whose service hours do not cover the slot, writing nothing', async () => {
    const early = await plumber({ service_start_time: '06:00', service_end_time: '15:00' });
    const booking = await newBooking();
    const audit = await auditRowCount(db());
    const res = await assign({ booking_id: booking.booking_id, vendor_id: early.vendor_id });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, message: BookingMessages.vendorOutsideSlotHours });
    expect((await bookingRow(db(), booking.booking_id)).vendor_id).toBeNull();
    expect(await auditRowCount(db())).toBe(audit);
    // Its morning slot is covered.
    const morning = await newBooking(slots[1]!.start);
    expect((await assign({ booking_id: morning.booking_id, vendor_id: early.vendor_id })).status).toBe(200);
  });

  it('refuses with 409 a vendor busy with another open booking in the slot, naming it', async () => {
    const vendor = await plumber();
    const other = await newBooking(afternoon, { vendor_id: vendor.vendor_id, assigned_at: afternoon });
    const booking = await newBooking();
    const audit = await auditRowCount(db());
    const res = await assign({ booking_id: booking.booking_id, vendor_id: vendor.vendor_id });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: BookingMessages.vendorBusy(other.booking_id) });
    expect(res.body.message).toContain(`#${other.booking_id}`);
    expect((await bookingRow(db(), booking.booking_id)).vendor_id).toBeNull();
    expect(await auditRowCount(db())).toBe(audit);
    // The next slot and a cancelled job do not count.
    expect(
      (
        await assign({
          booking_id: (await newBooking(slots[4]!.start)).booking_id,
          vendor_id: vendor.vendor_id,
        })
      ).status,
    ).toBe(200);
    await db()
      .updateTable('customer_service_bookings')
      .set({ is_cancelled: 1 })
      .where('booking_id', '=', other.booking_id)
      .execute();
    expect((await assign({ booking_id: booking.booking_id, vendor_id: vendor.vendor_id })).status).toBe(200);
  });

  it('lets exactly one of 20 concurrent assignments of 20 bookings of one slot to one vendor win', async () => {
    const vendor = await plumber();
    const bookings = [];
    for (let i = 0; i < 20; i++) bookings.push(await newBooking());
    const results = await Promise.all(
      bookings.map((b) => assign({ booking_id: b.booking_id, vendor_id: vendor.vendor_id })),
    );
    const winners = results.filter((r) => r.status === 200);
    const losers = results.filter((r) => r.status === 409);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(19);
    const winner = winners[0]!.body.data.booking_id as number;
    for (const loser of losers) {
      expect(loser.body).toEqual({ success: false, message: BookingMessages.vendorBusy(winner) });
    }
    expect(await openIn(vendor, afternoon)).toEqual([{ booking_id: winner }]);
    let audited = 0;
    for (const b of bookings) audited += (await bookingAuditRows(db(), b.booking_id)).length;
    expect(audited).toBe(1);
  });

  it('re-assigns within the same rules: not to a busy vendor; the vendor taken off is free again', async () => {
    const [first, busy, free] = [await plumber(), await plumber(), await plumber()];
    const booking = await newBooking(afternoon, { vendor_id: first.vendor_id, assigned_at: afternoon });
    const busyWith = await newBooking(afternoon, { vendor_id: busy.vendor_id, assigned_at: afternoon });
    const refused = await assign({
      booking_id: booking.booking_id,
      vendor_id: busy.vendor_id,
      reassign: true,
      previous_vendor_id: first.vendor_id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BookingMessages.vendorBusy(busyWith.booking_id));
    expect((await bookingRow(db(), booking.booking_id)).vendor_id).toBe(first.vendor_id);

    const moved = await assign({
      booking_id: booking.booking_id,
      vendor_id: free.vendor_id,
      reassign: true,
      previous_vendor_id: first.vendor_id,
    });
    expect(moved.status).toBe(200);
    expect(await openIn(free, afternoon)).toEqual([{ booking_id: booking.booking_id }]);
    // The first vendor's slot is free again.
    const another = await newBooking();
    expect((await assign({ booking_id: another.booking_id, vendor_id: first.vendor_id })).status).toBe(200);
  });

  it('lets exactly one of 10 concurrent re-assignments of different bookings to one vendor in one slot win', async () => {
    const target = await plumber();
    const bookings = [];
    for (let i = 0; i < 10; i++) {
      const from = await plumber();
      bookings.push({
        booking: await newBooking(afternoon, { vendor_id: from.vendor_id, assigned_at: afternoon }),
        from,
      });
    }
    const results = await Promise.all(
      bookings.map(({ booking, from }) =>
        assign({
          booking_id: booking.booking_id,
          vendor_id: target.vendor_id,
          reassign: true,
          previous_vendor_id: from.vendor_id,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await openIn(target, afternoon)).toHaveLength(1);
  });

  it('keeps a booking without a slot as before: neither hours nor other jobs refuse a vendor', async () => {
    const vendor = await plumber({ service_start_time: '02:00', service_end_time: '03:00' });
    await newBooking(null, { vendor_id: vendor.vendor_id, assigned_at: afternoon });
    const booking = await newBooking(null);
    expect((await assign({ booking_id: booking.booking_id, vendor_id: vendor.vendor_id })).status).toBe(200);
  });
});
