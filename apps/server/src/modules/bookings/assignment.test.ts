import { assignBookingResponseSchema, type Booking, BookingMessages } from '@seva/contract';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomerServiceBookingsTable,
  CustomersTable,
  ServiceCategoriesTable,
  VendorsTable,
} from '../../db/schema/marketplace-tables';
import { auditRowCount, bookingAuditRows, bookingRow as bookingRowOf } from '../../test/booking-rows';
import {
  insertBooking,
  insertCategory,
  insertCustomer,
  insertReview,
  insertVendor,
  subscriptionColumns,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const ASSIGN = '/api/v1/admin/data/updateservicebooking';
const LIST = '/api/v1/admin/data/getcustomerservicedetails';

describe(`PUT /admin/data/updateservicebooking (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let plumbing: Selectable<ServiceCategoriesTable>;
  let customer: Selectable<CustomersTable>;
  /** Approved, unblocked plumbers: each can take a plumbing booking. */
  let plumbers: Selectable<VendorsTable>[];
  let electrician: Selectable<VendorsTable>;
  let blocked: Selectable<VendorsTable>;
  let rejected: Selectable<VendorsTable>;
  let pending: Selectable<VendorsTable>;
  let uncategorised: Selectable<VendorsTable>;
  let lapsed: Selectable<VendorsTable>;

  const db = () => t.database.handle.db;
  const assign = (body: unknown, auth = token) => t.request('PUT', ASSIGN, { body, token: auth });
  const newBooking = (overrides: Parameters<typeof insertBooking>[3] = {}) =>
    insertBooking(db(), customer, plumbing, overrides);
  const bookingRow = (bookingId: number) => bookingRowOf(db(), bookingId);
  const auditRows = (bookingId: number) => bookingAuditRows(db(), bookingId);
  const countAudit = () => auditRowCount(db());

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    plumbing = await insertCategory(db(), { service_category_name: 'Plumbing' });
    const electrical = await insertCategory(db(), { service_category_name: 'Electrical' });
    customer = await insertCustomer(db(), { customer_name: 'Meera Iyer' });
    const approved = {
      is_approved: 1 as const,
      approved_by: t.adminId,
      service_cat_id: plumbing.service_cat_id,
      ...subscriptionColumns('active', 30),
    };
    plumbers = [];
    for (let i = 0; i < 4; i++) plumbers.push(await insertVendor(db(), approved));
    electrician = await insertVendor(db(), { ...approved, service_cat_id: electrical.service_cat_id });
    blocked = await insertVendor(db(), { ...approved, is_blocked: 1, blocked_reason: 'No-shows' });
    rejected = await insertVendor(db(), { service_cat_id: plumbing.service_cat_id, is_rejected: 1 });
    pending = await insertVendor(db(), { service_cat_id: plumbing.service_cat_id });
    uncategorised = await insertVendor(db(), { ...approved, service_cat_id: null });
    lapsed = await insertVendor(db(), { ...approved, ...subscriptionColumns('trial', -1) });
  });
  afterAll(() => t.close());

  it('assigns a vendor to an unassigned booking, moves it to Assigned and audits it', async () => {
    const booking = await newBooking();
    const vendor = plumbers[0]!;
    const res = await assign({ booking_id: booking.booking_id, vendor_id: vendor.vendor_id });
    expect(res.status).toBe(200);
    expect(assignBookingResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.data).toMatchObject({
      booking_id: booking.booking_id,
      vendor_id: vendor.vendor_id,
      status: 'Pending',
      service_price: 499,
      review_count: 0,
    });
    expect(Date.parse(res.body.data.assigned_at)).toBeGreaterThan(Date.now() - 60_000);

    const unassigned = await t.request('GET', `${LIST}?assigned=0`, { token });
    expect((unassigned.body.data as Booking[]).map((b) => b.booking_id)).not.toContain(booking.booking_id);
    const assigned = await t.request('GET', `${LIST}?assigned=1`, { token });
    const row = (assigned.body.data as Booking[]).find((b) => b.booking_id === booking.booking_id);
    expect(row).toMatchObject({ vendor_id: vendor.vendor_id, service_price: 499 });

    const audit = await auditRows(booking.booking_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin_id: t.adminId, action: 'booking.assigned', entity: 'booking' });
    expect(JSON.parse(audit[0]!.before!)).toEqual({ vendor_id: null });
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ vendor_id: vendor.vendor_id });
  });

  it("answers the booking with the new vendor's review count", async () => {
    const vendor = plumbers[3]!;
    for (const rating of [4, 5]) {
      await insertReview(db(), await newBooking({ vendor_id: vendor.vendor_id, is_completed: 1 }), {
        rating,
      });
    }
    const booking = await newBooking();
    const res = await assign({ booking_id: booking.booking_id, vendor_id: vendor.vendor_id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ vendor_id: vendor.vendor_id, review_count: 2 });
  });

  it('lets exactly one of 20 concurrent assignments of one booking win; the others get 409', async () => {
    const booking = await newBooking();
    const attempts = Array.from({ length: 20 }, (_, i) =>
      assign({ booking_id: booking.booking_id, vendor_id: plumbers[i % plumbers.length]!.vendor_id }),
    );
    const results = await Promise.all(attempts);
    const winners = results.filter((r) => r.status === 200);
    const losers = results.filter((r) => r.status === 409);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(19);
    for (const loser of losers) {
      expect(loser.body).toEqual({ success: false, message: BookingMessages.alreadyAssigned });
    }
    const stored = await bookingRow(booking.booking_id);
    expect(stored.vendor_id).toBe(winners[0]!.body.data.vendor_id);
    expect(await auditRows(booking.booking_id)).toHaveLength(1);
  });

  it('refuses to assign an assigned booking unless the request names a re-assignment', async () => {
    const booking = await newBooking({
      vendor_id: plumbers[0]!.vendor_id,
      assigned_at: '2026-01-01T00:00:00.000Z',
    });
    const res = await assign({ booking_id: booking.booking_id, vendor_id: plumbers[1]!.vendor_id });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: BookingMessages.alreadyAssigned });
    expect((await bookingRow(booking.booking_id)).vendor_id).toBe(plumbers[0]!.vendor_id);
    expect(await auditRows(booking.booking_id)).toHaveLength(0);
  });

  it('re-assigns with reassign: true and audits the change from the old vendor', async () => {
    const booking = await newBooking({
      vendor_id: plumbers[0]!.vendor_id,
      assigned_at: '2026-01-01T00:00:00.000Z',
    });
    const res = await assign({
      booking_id: booking.booking_id,
      vendor_id: plumbers[1]!.vendor_id,
      reassign: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.vendor_id).toBe(plumbers[1]!.vendor_id);
    expect(res.body.data.assigned_at).not.toBe('2026-01-01T00:00:00.000Z');
    const audit = await auditRows(booking.booking_id);
    expect(audit.map((a) => a.action)).toEqual(['booking.reassigned']);
    expect(JSON.parse(audit[0]!.before!)).toMatchObject({ vendor_id: plumbers[0]!.vendor_id });
  });

  it('refuses a re-assignment to the same vendor, or when the vendor is no longer the one the admin saw', async () => {
    const booking = await newBooking({ vendor_id: plumbers[0]!.vendor_id });
    const same = await assign({
      booking_id: booking.booking_id,
      vendor_id: plumbers[0]!.vendor_id,
      reassign: true,
    });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe(BookingMessages.sameVendor);
    const stale = await assign({
      booking_id: booking.booking_id,
      vendor_id: plumbers[2]!.vendor_id,
      reassign: true,
      previous_vendor_id: plumbers[1]!.vendor_id,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(BookingMessages.changedMeanwhile);
    expect((await bookingRow(booking.booking_id)).vendor_id).toBe(plumbers[0]!.vendor_id);
    const fresh = await assign({
      booking_id: booking.booking_id,
      vendor_id: plumbers[2]!.vendor_id,
      reassign: true,
      previous_vendor_id: plumbers[0]!.vendor_id,
    });
    expect(fresh.status).toBe(200);
  });

  it('lets exactly one of 10 concurrent re-assignments from the same vendor win', async () => {
    const booking = await newBooking({ vendor_id: plumbers[0]!.vendor_id });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        assign({
          booking_id: booking.booking_id,
          vendor_id: plumbers[1 + (i % 3)]!.vendor_id,
          reassign: true,
          previous_vendor_id: plumbers[0]!.vendor_id,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await auditRows(booking.booking_id)).toHaveLength(1);
  });

  describe('refusals: a message, and nothing written', () => {
    const cases: [string, () => Promise<{ bookingId: number; vendorId: number }>, number, string][] = [
      [
        'a blocked vendor',
        async () => ({ bookingId: (await newBooking()).booking_id, vendorId: blocked.vendor_id }),
        422,
        BookingMessages.vendorBlocked,
      ],
      [
        'a rejected vendor',
        async () => ({ bookingId: (await newBooking()).booking_id, vendorId: rejected.vendor_id }),
        422,
        BookingMessages.vendorRejected,
      ],
      [
        'a vendor not approved yet',
        async () => ({ bookingId: (await newBooking()).booking_id, vendorId: pending.vendor_id }),
        422,
        BookingMessages.vendorNotApproved,
      ],
      [
        'a vendor of another category',
        async () => ({ bookingId: (await newBooking()).booking_id, vendorId: electrician.vendor_id }),
        422,
        BookingMessages.vendorOtherCategory,
      ],
      [
        'a vendor without a category',
        async () => ({ bookingId: (await newBooking()).booking_id, vendorId: uncategorised.vendor_id }),
        422,
        BookingMessages.vendorOtherCategory,
      ],
      [
        'a vendor whose trial is over',
        async () => ({ bookingId: (await newBooking()).booking_id, vendorId: lapsed.vendor_id }),
        422,
        BookingMessages.vendorNoSubscription,
      ],
      [
        'an unknown vendor',
        async () => ({ bookingId: (await newBooking()).booking_id, vendorId: 987_654 }),
        404,
        BookingMessages.vendorNotFound,
      ],
      [
        'an unknown booking',
        async () => ({ bookingId: 987_654, vendorId: plumbers[0]!.vendor_id }),
        404,
        BookingMessages.notFound,
      ],
      [
        'a cancelled booking',
        async () => ({
          bookingId: (await newBooking({ is_cancelled: 1, cancelled_reason: 'Booked by mistake' }))
            .booking_id,
          vendorId: plumbers[0]!.vendor_id,
        }),
        409,
        BookingMessages.cancelled,
      ],
      [
        'a completed booking',
        async () => ({
          bookingId: (await newBooking({ is_completed: 1 })).booking_id,
          vendorId: plumbers[0]!.vendor_id,
        }),
        409,
        BookingMessages.completed,
      ],
    ];

    it.each(cases)('refuses %s', async (_name, arrange, status, message) => {
      const { bookingId, vendorId } = await arrange();
      const before = bookingId === 987_654 ? undefined : await bookingRow(bookingId);
      const audits = await countAudit();
      const res = await assign({ booking_id: bookingId, vendor_id: vendorId });
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ success: false, message });
      if (before) expect(await bookingRow(bookingId)).toEqual(before);
      expect(await countAudit()).toBe(audits);
    });

    it('refuses a re-assignment of a cancelled booking too', async () => {
      const booking = await newBooking({ vendor_id: plumbers[0]!.vendor_id, is_cancelled: 1 });
      const res = await assign({
        booking_id: booking.booking_id,
        vendor_id: plumbers[1]!.vendor_id,
        reassign: true,
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(BookingMessages.cancelled);
    });
  });

  describe('bad input: 400 with a message, and nothing written', () => {
    let booking: Selectable<CustomerServiceBookingsTable>;
    beforeAll(async () => {
      booking = await newBooking();
    });

    const bodies: [string, (b: number, v: number) => unknown][] = [
      ['no booking_id', (_b, v) => ({ vendor_id: v })],
      ['no vendor_id', (b) => ({ booking_id: b })],
      ['neither id', () => ({})],
      ['null vendor_id', (b) => ({ booking_id: b, vendor_id: null })],
      ['ids as text', (b, v) => ({ booking_id: String(b), vendor_id: String(v) })],
      ['a zero id', (b) => ({ booking_id: b, vendor_id: 0 })],
      ['a negative id', (_b, v) => ({ booking_id: -1, vendor_id: v })],
      ['a fractional id', (b, v) => ({ booking_id: b + 0.5, vendor_id: v })],
      ['an id past 2^31', (b) => ({ booking_id: b, vendor_id: 2 ** 31 })],
      ['reassign not a boolean', (b, v) => ({ booking_id: b, vendor_id: v, reassign: 'yes' })],
      ['an unknown field', (b, v) => ({ booking_id: b, vendor_id: v, is_booked: 1 })],
      ['an array', (b, v) => [{ booking_id: b, vendor_id: v }]],
    ];

    it.each(bodies)('refuses a body with %s', async (_name, make) => {
      const audits = await countAudit();
      const res = await assign(make(booking.booking_id, plumbers[0]!.vendor_id));
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toEqual(expect.any(String));
      expect((await bookingRow(booking.booking_id)).vendor_id).toBeNull();
      expect(await countAudit()).toBe(audits);
    });

    it('refuses a body that is not JSON', async () => {
      const res = await t.request('PUT', ASSIGN, {
        token,
        headers: { 'content-type': 'application/json' },
        body: undefined,
      });
      expect(res.status).toBe(400);
      const text = await fetch(`${t.baseUrl}${ASSIGN}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{"booking_id":',
      });
      expect(text.status).toBe(400);
      expect((await bookingRow(booking.booking_id)).vendor_id).toBeNull();
    });
  });

  it('keeps prices exact to the paisa through assignment', async () => {
    for (const price of [1299.5, 0.01, 99_999_999.99]) {
      const booking = await newBooking({ service_price: price });
      const res = await assign({ booking_id: booking.booking_id, vendor_id: plumbers[3]!.vendor_id });
      expect(res.body.data.service_price).toBe(price);
      const list = await t.request('GET', `${LIST}?assigned=1&limit=1&sort=-booking_id`, { token });
      expect(list.body.data[0]).toMatchObject({ booking_id: booking.booking_id, service_price: price });
    }
  });
});
