import {
  type LiveEvent,
  VendorAppMessages,
  vendorBookingListResponseSchema,
  vendorBookingResponseSchema,
  vendorComplaintResponseSchema,
} from '@seva/contract';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomersTable, ServiceCategoriesTable } from '../../db/schema/marketplace-tables';
import { appToken } from '../../test/app-tokens';
import {
  daysFromNow,
  insertBooking,
  insertCategory,
  insertCustomer,
  insertReview,
  insertVendor,
  subscriptionColumns,
  type VendorInsert,
} from '../../test/factories';
import { onLiveEvent } from '../../test/live-events';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

describe(`vendor app bookings and complaints (${testDialect})`, () => {
  let t: TestApp;
  let category: Selectable<ServiceCategoriesTable>;
  let customer: Selectable<CustomersTable>;
  let events: LiveEvent[];
  let phoneCounter = 0;
  const db = () => t.database.handle.db;
  const newPhone = () => `82${String(++phoneCounter).padStart(8, '0')}`;
  const complete = (token: string, id: number | string) =>
    t.request('POST', `/api/v1/vendor/me/bookings/${id}/complete`, { token });
  const bookingRow = (id: number) =>
    db()
      .selectFrom('customer_service_bookings')
      .selectAll()
      .where('booking_id', '=', id)
      .executeTakeFirstOrThrow();

  async function approvedVendor(overrides: Partial<VendorInsert> = {}) {
    const phone = newPhone();
    const vendor = await insertVendor(db(), {
      vendor_mobile: phone,
      service_cat_id: category.service_cat_id,
      is_approved: 1,
      approved_date: daysFromNow(-30),
      ...overrides,
    });
    return { vendor, token: await appToken(t, 'vendor', phone) };
  }

  const assignedTo = (vendorId: number, overrides = {}) =>
    insertBooking(db(), customer, category, {
      vendor_id: vendorId,
      assigned_at: daysFromNow(-1),
      ...overrides,
    });

  beforeAll(async () => {
    // Totals are kept a whole minute: a total that follows a change at once was told of it.
    t = await createTestApp({ LIST_COUNT_CACHE_MS: '60000' });
    category = await insertCategory(db(), { service_category_name: 'Plumbing' });
    customer = await insertCustomer(db());
    onLiveEvent(t.app, (event) => events.push(event));
  });
  beforeEach(() => {
    events = [];
  });
  afterAll(() => t.close());

  describe('GET /vendor/me/bookings', () => {
    it("lists only the vendor's assigned bookings, unscheduled ones by id, with the total and its review count", async () => {
      const { vendor, token } = await approvedVendor();
      const other = await approvedVendor();
      const first = await assignedTo(vendor.vendor_id);
      await assignedTo(other.vendor.vendor_id);
      await insertBooking(db(), customer, category); // unassigned
      const second = await assignedTo(vendor.vendor_id);
      const third = await assignedTo(vendor.vendor_id, {
        is_cancelled: 1,
        cancelled_reason: 'Changed plans',
      });
      await insertReview(db(), first);

      const res = await t.request('GET', '/api/v1/vendor/me/bookings', { token });
      expect(res.status).toBe(200);
      expect(() => vendorBookingListResponseSchema.parse(res.body)).not.toThrow();
      expect(res.body.total).toBe(3);
      expect(res.body.data.map((b: { booking_id: number }) => b.booking_id)).toEqual([
        first.booking_id,
        second.booking_id,
        third.booking_id,
      ]);
      expect(res.body.data[2]).toMatchObject({
        status: 'Cancelled',
        vendor_id: vendor.vendor_id,
        review_count: 1,
        scheduled_start: null,
        scheduled_end: null,
      });

      const page = await t.request('GET', '/api/v1/vendor/me/bookings?limit=1&offset=1', { token });
      expect(page.body).toMatchObject({ total: 3, data: [{ booking_id: second.booking_id }] });
    });

    it("shows each job's slot and the customer's address, soonest slot first, unscheduled ones after", async () => {
      const { vendor, token } = await approvedVendor();
      const slot = (days: number, hour: number) => {
        const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000 + 5.5 * 60 * 60 * 1000)
          .toISOString()
          .slice(0, 10);
        return new Date(Date.parse(`${day}T00:00:00.000+05:30`) + hour * 60 * 60 * 1000).toISOString();
      };
      const unscheduled = await assignedTo(vendor.vendor_id);
      const later = await assignedTo(vendor.vendor_id, { scheduled_start: slot(3, 8) });
      const soonest = await assignedTo(vendor.vendor_id, { scheduled_start: slot(1, 14) });
      const past = await assignedTo(vendor.vendor_id, { scheduled_start: slot(-2, 18), is_completed: 1 });
      const sameDay = await assignedTo(vendor.vendor_id, { scheduled_start: slot(1, 16) });
      const alsoUnscheduled = await assignedTo(vendor.vendor_id);

      const res = await t.request('GET', '/api/v1/vendor/me/bookings', { token });
      expect(res.status).toBe(200);
      expect(vendorBookingListResponseSchema.parse(res.body)).toEqual(res.body);
      const order = [past, soonest, sameDay, later, unscheduled, alsoUnscheduled].map((b) => b.booking_id);
      expect(res.body.data.map((b: { booking_id: number }) => b.booking_id)).toEqual(order);
      expect(res.body.data[1]).toMatchObject({
        scheduled_start: slot(1, 14),
        scheduled_end: slot(1, 16),
        customer_address: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zip: '411001' },
        customer_city: 'Pune',
      });
      // Pages follow the same order.
      const pages = [];
      for (let offset = 0; offset < order.length; offset += 4) {
        const page = await t.request('GET', `/api/v1/vendor/me/bookings?limit=4&offset=${offset}`, { token });
        pages.push(...page.body.data.map((b: { booking_id: number }) => b.booking_id));
      }
      expect(pages).toEqual(order);
    });

    it("counts an admin's assignment to the vendor at once, though the total was counted a moment ago", async () => {
      const { vendor, token } = await approvedVendor(subscriptionColumns('active', 30));
      await assignedTo(vendor.vendor_id);
      await assignedTo(vendor.vendor_id);
      // A page of one: the total comes from the count (kept a minute here), not from a short page.
      const total = async () =>
        (await t.request('GET', '/api/v1/vendor/me/bookings?limit=1', { token })).body.total;
      expect(await total()).toBe(2);
      const booking = await insertBooking(db(), customer, category);
      const assigned = await t.request('PUT', '/api/v1/admin/data/updateservicebooking', {
        token: await t.login(),
        body: { booking_id: booking.booking_id, vendor_id: vendor.vendor_id },
      });
      expect(assigned.status).toBe(200);
      expect(await total()).toBe(3);
    });

    it.each(['limit=0', 'limit=101', 'offset=-1', 'limit=abc'])('refuses %s with 400', async (query) => {
      const { token } = await approvedVendor();
      const res = await t.request('GET', `/api/v1/vendor/me/bookings?${query}`, { token });
      expect(res.status).toBe(400);
    });
  });

  describe('POST /vendor/me/bookings/{id}/complete', () => {
    it('completes its own assigned booking, audited without an admin, told to admins', async () => {
      const { vendor, token } = await approvedVendor();
      const booking = await assignedTo(vendor.vendor_id, { is_booked: 1 });
      const res = await complete(token, booking.booking_id);
      expect(res.status).toBe(200);
      expect(() => vendorBookingResponseSchema.parse(res.body)).not.toThrow();
      expect(res.body).toMatchObject({
        message: VendorAppMessages.bookingCompleted,
        data: { booking_id: booking.booking_id, is_completed: 1, status: 'Completed' },
      });
      const stored = await bookingRow(booking.booking_id);
      expect(stored.is_completed).toBe(1);
      expect(stored.updated_at > booking.updated_at).toBe(true);
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'booking')
        .where('entity_id', '=', String(booking.booking_id))
        .execute();
      expect(audit.map((a) => [a.action, a.admin_id])).toEqual([['booking.completed', null]]);
      expect(events).toEqual([
        expect.objectContaining({ type: 'booking.completed', id: booking.booking_id }),
      ]);

      // The admin bookings list shows it completed at once.
      const admin = await t.login();
      const list = await t.request('GET', '/api/v1/admin/data/getcustomerservicedetails?limit=100', {
        token: admin,
      });
      expect(
        list.body.data.find((b: { booking_id: number }) => b.booking_id === booking.booking_id),
      ).toMatchObject({
        status: 'Completed',
      });
    });

    it("answers 404 for another vendor's booking, an unassigned one and an unknown id, writing nothing", async () => {
      const { token } = await approvedVendor();
      const other = await approvedVendor();
      const theirs = await assignedTo(other.vendor.vendor_id);
      const unassigned = await insertBooking(db(), customer, category);
      for (const id of [theirs.booking_id, unassigned.booking_id, 999_999]) {
        const res = await complete(token, id);
        expect(res.status, String(id)).toBe(404);
        expect(res.body.message).toBe(VendorAppMessages.bookingNotFound);
      }
      expect((await bookingRow(theirs.booking_id)).is_completed).toBe(0);
      expect((await bookingRow(unassigned.booking_id)).is_completed).toBe(0);
      expect(events).toEqual([]);
    });

    it('answers 409 for a cancelled or an already completed booking', async () => {
      const { vendor, token } = await approvedVendor();
      const cancelled = await assignedTo(vendor.vendor_id, {
        is_cancelled: 1,
        cancelled_reason: 'No longer needed',
      });
      const done = await assignedTo(vendor.vendor_id, { is_completed: 1 });
      const cancelledRes = await complete(token, cancelled.booking_id);
      expect(cancelledRes.status).toBe(409);
      expect(cancelledRes.body.message).toBe(VendorAppMessages.bookingCancelled);
      expect((await bookingRow(cancelled.booking_id)).is_completed).toBe(0);
      const doneRes = await complete(token, done.booking_id);
      expect(doneRes.status).toBe(409);
      expect(doneRes.body.message).toBe(VendorAppMessages.bookingAlreadyCompleted);
    });

    it('of many completions at once, exactly one succeeds', async () => {
      const { vendor, token } = await approvedVendor();
      const booking = await assignedTo(vendor.vendor_id);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => complete(token, booking.booking_id)),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      const refused = results.filter((r) => r.status !== 200);
      expect(refused.map((r) => [r.status, r.body.message])).toEqual(
        Array.from({ length: 9 }, () => [409, VendorAppMessages.bookingAlreadyCompleted]),
      );
      const audit = await db()
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'booking.completed')
        .where('entity_id', '=', String(booking.booking_id))
        .execute();
      expect(audit).toHaveLength(1);
      expect(events.filter((e) => e.type === 'booking.completed')).toHaveLength(1);
    });

    it.each(['0', 'abc', '1.5', '99999999999'])('refuses the id %s with 400', async (id) => {
      const { token } = await approvedVendor();
      expect((await complete(token, id)).status).toBe(400);
    });
  });

  describe('POST /vendor/me/complaints', () => {
    it("stores the complaint with the vendor's name, email and mobile as they are now", async () => {
      const { vendor, token } = await approvedVendor();
      const res = await t.request('POST', '/api/v1/vendor/me/complaints', {
        token,
        body: { vend_comp_desc: '  Payments are late.  ', vendor_id: 12345 },
      });
      expect(res.status).toBe(201);
      expect(() => vendorComplaintResponseSchema.parse(res.body)).not.toThrow();
      expect(res.body).toMatchObject({
        message: VendorAppMessages.complaintCreated,
        data: {
          vendor_id: vendor.vendor_id,
          vend_comp_desc: 'Payments are late.',
          vendor_name: vendor.vendor_name,
          vendor_email: vendor.vendor_email,
          vendor_mobile: vendor.vendor_mobile,
        },
      });
      const stored = await db()
        .selectFrom('vendor_complaints')
        .selectAll()
        .where('vend_comp_id', '=', res.body.data.vend_comp_id)
        .executeTakeFirstOrThrow();
      expect(stored.vendor_id).toBe(vendor.vendor_id);
      expect(events).toEqual([
        expect.objectContaining({
          type: 'complaint.created',
          id: res.body.data.vend_comp_id,
          party: 'vendor',
        }),
      ]);
    });

    it.each([
      ['an empty description', { vend_comp_desc: '   ' }],
      ['no description', {}],
      ['a description over 2000 characters', { vend_comp_desc: 'x'.repeat(2001) }],
      ['a control character', { vend_comp_desc: 'Bad\u0007' }],
    ])('refuses %s with 400 and stores nothing', async (_why, body) => {
      const { vendor, token } = await approvedVendor();
      const res = await t.request('POST', '/api/v1/vendor/me/complaints', { token, body });
      expect(res.status).toBe(400);
      const stored = await db()
        .selectFrom('vendor_complaints')
        .select('vend_comp_id')
        .where('vendor_id', '=', vendor.vendor_id)
        .execute();
      expect(stored).toEqual([]);
    });
  });
});
