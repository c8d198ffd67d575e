import {
  addKolkataDays,
  BookingMessages,
  CustomerAppMessages,
  DEFAULT_SLOT_RULES,
  kolkataDayOf,
  type LiveEvent,
  RescheduleMessages,
  rescheduleBookingResponseSchema,
  SlotMessages,
  slotsOfDate,
} from '@seva/contract';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomersTable,
  ServiceCategoriesTable,
  VendorsTable,
} from '../../db/schema/marketplace-tables';
import { appToken } from '../../test/app-tokens';
import { auditRowCount, bookingAuditRows, bookingRow } from '../../test/booking-rows';
import {
  insertBooking,
  insertCategory,
  insertCustomer,
  insertVendor,
  subscriptionColumns,
  type VendorInsert,
} from '../../test/factories';
import { onLiveEvent } from '../../test/live-events';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const adminPath = (id: number) => `/api/v1/admin/data/bookings/${id}/reschedule`;
const customerPath = (id: number) => `/api/v1/customer/me/bookings/${id}/reschedule`;

/**
 * Rescheduling (docs/product/slots.md#rescheduling) over HTTP: the vendor keeps the job when free in the
 * new slot and its hours cover it, otherwise the booking is unassigned with the reason on its timeline;
 * audited; the vendor and the customer are told through the outbox; the customer app's own reschedule
 * until the cut-off.
 */
describe(`rescheduling a booking (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let plumbing: Selectable<ServiceCategoriesTable>;
  let customer: Selectable<CustomersTable>;
  let customerToken: string;
  const db = () => t.database.handle.db;
  const slotsIn = (days: number) =>
    slotsOfDate(addKolkataDays(kolkataDayOf(Date.now()), days), DEFAULT_SLOT_RULES);
  /** 10:00 two days ahead, 14:00 two days ahead, 16:00 three days ahead. */
  const first = slotsIn(2)[1]!.start;
  const second = slotsIn(2)[3]!.start;
  const third = slotsIn(3)[4]!.start;

  const plumber = (values: Partial<VendorInsert> = {}) =>
    insertVendor(db(), {
      vendor_name: 'Ravi Kumar',
      is_approved: 1,
      approved_by: t.adminId,
      service_cat_id: plumbing.service_cat_id,
      service_start_time: '09:00',
      service_end_time: '18:00',
      ...subscriptionColumns('active', 30),
      ...values,
    });
  const booking = (values: Parameters<typeof insertBooking>[3] = {}) =>
    insertBooking(db(), customer, plumbing, {
      scheduled_start: first,
      service_category_name: 'Plumbing',
      ...values,
    });
  const assigned = (vendor: Selectable<VendorsTable>, start = first) =>
    booking({ scheduled_start: start, vendor_id: vendor.vendor_id, assigned_at: new Date().toISOString() });
  const reschedule = (id: number, body: unknown, auth: string | undefined = token) =>
    t.request('POST', adminPath(id), { body, token: auth });

  /** The messages about `bookingId`, oldest first, each with whether its outbox delivery exists. */
  async function messagesAbout(bookingId: number) {
    const rows = await db()
      .selectFrom('messages')
      .select(['event', 'to_phone', 'text', 'dedupe_key'])
      .where('booking_id', '=', bookingId)
      .orderBy('message_id')
      .execute();
    const outbox = await db()
      .selectFrom('outbox')
      .select('dedupe_key')
      .where('dedupe_key', 'in', rows.length ? rows.map((r) => r.dedupe_key) : ['none'])
      .execute();
    return rows.map((r) => ({
      event: r.event,
      to: r.to_phone,
      text: r.text,
      delivered: outbox.some((o) => o.dedupe_key === r.dedupe_key),
    }));
  }

  /** The live events signed-in admins were told of, since the app started. */
  const told: LiveEvent[] = [];
  const toldAbout = (bookingId: number) => told.filter((e) => e.id === bookingId).map((e) => e.type);

  beforeAll(async () => {
    t = await createTestApp();
    onLiveEvent(t.app, (event) => told.push(event));
    token = await t.login();
    plumbing = await insertCategory(db(), { service_category_name: 'Plumbing' });
    customer = await insertCustomer(db(), { customer_name: 'Anita Rao' });
    customerToken = await appToken(t, 'customer', customer.mobile);
  }, 60_000);
  afterAll(() => t?.close());

  it('keeps the vendor when it is free in the new slot: audited, on the timeline, both told', async () => {
    const vendor = await plumber();
    const b = await assigned(vendor);
    const res = await reschedule(b.booking_id, { scheduled_start: second, reason: 'Customer asked' });
    expect(res.status).toBe(200);
    expect(rescheduleBookingResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.vendor_kept).toBe(true);
    expect(res.body.data).toMatchObject({
      booking_id: b.booking_id,
      scheduled_start: second,
      vendor_id: vendor.vendor_id,
    });
    expect(await bookingRow(db(), b.booking_id)).toMatchObject({
      scheduled_start: second,
      vendor_id: vendor.vendor_id,
    });
    const audit = await bookingAuditRows(db(), b.booking_id);
    expect(audit.map((a) => a.action)).toEqual(['booking.rescheduled']);
    expect(JSON.parse(audit[0]!.before!)).toEqual({
      scheduled_start: first,
      vendor_id: vendor.vendor_id,
      vendor_name: 'Ravi Kumar',
    });
    expect(JSON.parse(audit[0]!.after!)).toEqual({
      scheduled_start: second,
      vendor_id: vendor.vendor_id,
      vendor_name: 'Ravi Kumar',
      reason: 'Customer asked',
    });
    const timeline = await t.request('GET', `/api/v1/admin/audit/entities/booking/${b.booking_id}`, {
      token,
    });
    expect(timeline.status).toBe(200);
    expect(timeline.body.data.map((e: { action: string }) => e.action)).toContain('booking.rescheduled');

    const messages = await messagesAbout(b.booking_id);
    const when = res.body.data.scheduled_start as string;
    expect(messages).toEqual([
      {
        event: 'booking.rescheduled_vendor',
        to: vendor.vendor_mobile,
        text: expect.stringMatching(
          new RegExp(
            `^Job #${b.booking_id} \\(Plumbing for Anita in .*\\) is moved to \\d+ \\w{3} \\d{4}, 14:00-16:00 IST\\.`,
          ),
        ),
        delivered: true,
      },
      {
        event: 'booking.rescheduled_customer',
        to: customer.mobile,
        text: expect.stringContaining('14:00-16:00 IST. Ravi Kumar will come. - Seva'),
        delivered: true,
      },
    ]);
    expect(when).toBe(second);
  });

  it('releases the vendor busy in the new slot: unassigned, the reason on the timeline, the vendor told it is off', async () => {
    const vendor = await plumber();
    const b = await assigned(vendor);
    const other = await assigned(vendor, second);
    const res = await reschedule(b.booking_id, { scheduled_start: second, reason: 'Customer asked' });
    expect(res.status).toBe(200);
    expect(res.body.vendor_kept).toBe(false);
    expect(res.body.data).toMatchObject({ scheduled_start: second, vendor_id: null, assigned_at: null });
    expect(await bookingRow(db(), other.booking_id)).toMatchObject({ vendor_id: vendor.vendor_id });
    const audit = await bookingAuditRows(db(), b.booking_id);
    expect(JSON.parse(audit[0]!.after!)).toEqual({
      scheduled_start: second,
      vendor_id: null,
      vendor_name: null,
      reason: 'Customer asked',
      vendor_released: RescheduleMessages.vendorReleased,
    });
    const messages = await messagesAbout(b.booking_id);
    expect(messages.map((m) => [m.event, m.to, m.delivered])).toEqual([
      ['booking.cancelled_vendor', vendor.vendor_mobile, true],
      ['booking.rescheduled_customer', customer.mobile, true],
    ]);
    expect(messages[1]!.text).toContain('We will tell you who is coming.');
    // Back in Service Request.
    const list = await t.request('GET', '/api/v1/admin/data/getcustomerservicedetails?assigned=0', { token });
    expect(list.body.data.map((x: { booking_id: number }) => x.booking_id)).toContain(b.booking_id);
  });

  it('releases a vendor whose service hours do not cover the new slot', async () => {
    const vendor = await plumber({ service_start_time: '08:00', service_end_time: '13:00' });
    const b = await assigned(vendor);
    const res = await reschedule(b.booking_id, { scheduled_start: second, reason: 'Afternoon suits' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ vendor_kept: false, data: { vendor_id: null } });
  });

  it('moves an unassigned booking and one made before slots', async () => {
    const unassigned = await booking();
    const moved = await reschedule(unassigned.booking_id, { scheduled_start: third, reason: 'Later' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      vendor_kept: false,
      data: { scheduled_start: third, vendor_id: null },
    });
    const old = await booking({ scheduled_start: null });
    const given = await reschedule(old.booking_id, { scheduled_start: third, reason: 'Now scheduled' });
    expect(given.status).toBe(200);
    expect(given.body.data.scheduled_start).toBe(third);
  });

  it('refuses bad slots (422), closed bookings (409), unknown ones (404) and bad bodies (400), writing nothing', async () => {
    const vendor = await plumber();
    const b = await assigned(vendor);
    const audit = await auditRowCount(db());
    const past = slotsIn(-1)[2]!.start;
    const refusals: [unknown, number, string | RegExp][] = [
      [{ scheduled_start: past, reason: 'x' }, 422, SlotMessages.past],
      [{ scheduled_start: slotsIn(30)[0]!.start, reason: 'x' }, 422, /at most 14 days ahead/],
      [
        { scheduled_start: new Date(Date.parse(second) + 60_000).toISOString(), reason: 'x' },
        422,
        SlotMessages.notASlot,
      ],
      [{ scheduled_start: first, reason: 'x' }, 409, RescheduleMessages.sameSlot],
      [{ scheduled_start: second, reason: '   ' }, 400, /reason for rescheduling/],
      [{ scheduled_start: second }, 400, /reason/],
      [{ scheduled_start: 'tomorrow', reason: 'x' }, 400, /scheduled_start/],
      [{ scheduled_start: second, reason: 'x', vendor_id: 1 }, 400, /./],
    ];
    for (const [body, status, message] of refusals) {
      const res = await reschedule(b.booking_id, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(message);
    }
    const cancelled = await booking({ is_cancelled: 1 });
    const completed = await booking({ is_completed: 1, vendor_id: vendor.vendor_id });
    expect(
      (await reschedule(cancelled.booking_id, { scheduled_start: second, reason: 'x' })).body.message,
    ).toBe(RescheduleMessages.cancelled);
    const done = await reschedule(completed.booking_id, { scheduled_start: second, reason: 'x' });
    expect(done.status).toBe(409);
    expect(done.body.message).toBe(RescheduleMessages.completed);
    const unknown = await reschedule(999_999, { scheduled_start: second, reason: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(BookingMessages.notFound);
    expect(await bookingRow(db(), b.booking_id)).toMatchObject({
      scheduled_start: first,
      vendor_id: vendor.vendor_id,
    });
    expect(await auditRowCount(db())).toBe(audit);
    expect(await messagesAbout(b.booking_id)).toEqual([]);
  });

  it('needs a signed-in admin with bookings.assign (401, 403), writing nothing', async () => {
    const b = await booking();
    const body = { scheduled_start: second, reason: 'x' };
    expect((await t.request('POST', adminPath(b.booking_id), { body })).status).toBe(401);
    expect((await reschedule(b.booking_id, body, 'not-a-token')).status).toBe(401);
    const viewer = await t.signInAs('viewer');
    const res = await reschedule(b.booking_id, body, viewer.token);
    expect(res.status).toBe(403);
    expect((await bookingRow(db(), b.booking_id)).scheduled_start).toBe(first);
    const dispatcher = await t.signInAs('dispatcher');
    expect((await reschedule(b.booking_id, body, dispatcher.token)).status).toBe(200);
  });

  it('of 10 bookings of one vendor moved into one slot at once, exactly one keeps the vendor', async () => {
    const vendor = await plumber();
    const target = slotsIn(7)[2]!.start;
    const bookings = [];
    for (let day = 2; day <= 6; day++) {
      for (const slot of slotsIn(day).slice(0, 2)) bookings.push(await assigned(vendor, slot.start));
    }
    const results = await Promise.all(
      bookings.map((b) => reschedule(b.booking_id, { scheduled_start: target, reason: 'race' })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.body.vendor_kept)).toHaveLength(1);
    const inTarget = await db()
      .selectFrom('customer_service_bookings')
      .select(['booking_id', 'vendor_id'])
      .where('scheduled_start', '=', target)
      .execute();
    expect(inTarget).toHaveLength(10);
    expect(inTarget.filter((r) => r.vendor_id === vendor.vendor_id)).toHaveLength(1);
    for (const b of bookings) expect(await bookingAuditRows(db(), b.booking_id)).toHaveLength(1);
  });

  it('is told live as booking.rescheduled, never as an assignment: vendor kept, released or none', async () => {
    const vendor = await plumber();
    const kept = await assigned(vendor);
    const released = await assigned(
      await plumber({ service_start_time: '09:00', service_end_time: '12:00' }),
    );
    const unassigned = await booking();
    expect((await reschedule(kept.booking_id, { scheduled_start: third, reason: 'Later' })).status).toBe(200);
    const moved = await reschedule(released.booking_id, { scheduled_start: second, reason: 'Afternoon' });
    expect(moved.body.vendor_kept).toBe(false);
    expect(
      (await reschedule(unassigned.booking_id, { scheduled_start: second, reason: 'Later' })).status,
    ).toBe(200);
    for (const b of [kept, released, unassigned])
      expect(toldAbout(b.booking_id)).toEqual(['booking.rescheduled']);
    // A refused reschedule tells nothing.
    const refused = await booking();
    expect((await reschedule(refused.booking_id, { scheduled_start: first, reason: 'Same' })).status).toBe(
      409,
    );
    expect(toldAbout(refused.booking_id)).toEqual([]);
  });

  describe('the customer app', () => {
    const own = (id: number, body: unknown, auth: string | undefined = customerToken) =>
      t.request('POST', customerPath(id), { body, token: auth });

    it("moves the customer's own booking, keeping a free vendor, audited without an admin", async () => {
      const vendor = await plumber();
      const b = await assigned(vendor);
      const res = await own(b.booking_id, { scheduled_start: second });
      expect(res.status).toBe(200);
      expect(rescheduleBookingResponseSchema.parse(res.body)).toEqual(res.body);
      expect(res.body).toMatchObject({
        vendor_kept: true,
        data: { scheduled_start: second, vendor_id: vendor.vendor_id },
      });
      const audit = await bookingAuditRows(db(), b.booking_id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ admin_id: null, action: 'booking.rescheduled' });
      expect(JSON.parse(audit[0]!.after!).reason).toBe('Rescheduled by the customer in the app');
      expect((await messagesAbout(b.booking_id)).map((m) => m.event)).toEqual([
        'booking.rescheduled_vendor',
        'booking.rescheduled_customer',
      ]);
      expect(toldAbout(b.booking_id)).toEqual(['booking.rescheduled']);
    });

    it('gives a slot to a booking made before slots', async () => {
      const b = await booking({ scheduled_start: null });
      const res = await own(b.booking_id, { scheduled_start: third });
      expect(res.status).toBe(200);
      expect(res.body.data.scheduled_start).toBe(third);
    });

    it('refuses once the current slot is less than the cut-off away (422), writing nothing', async () => {
      const soon = new Date(Date.now() + 90 * 60_000).toISOString();
      const b = await booking({ scheduled_start: soon });
      const audit = await auditRowCount(db());
      const res = await own(b.booking_id, { scheduled_start: third });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ success: false, message: RescheduleMessages.tooLate(2) });
      expect(res.body.message).toBe(
        'A booking can be rescheduled until 2 hours before its slot starts. Please call support.',
      );
      expect((await bookingRow(db(), b.booking_id)).scheduled_start).toBe(soon);
      expect(await auditRowCount(db())).toBe(audit);
      // An admin still can.
      expect(
        (await reschedule(b.booking_id, { scheduled_start: third, reason: 'Support call' })).status,
      ).toBe(200);
    });

    it("answers 404 for another customer's booking, 400 for a bad body, 401 without a token", async () => {
      const stranger = await insertCustomer(db(), { customer_name: 'Someone Else' });
      const theirs = await insertBooking(db(), stranger, plumbing, { scheduled_start: first });
      const res = await own(theirs.booking_id, { scheduled_start: second });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(CustomerAppMessages.bookingNotFound);
      expect((await own(999_999, { scheduled_start: second })).status).toBe(404);
      const mine = await booking();
      expect((await own(mine.booking_id, {})).status).toBe(400);
      expect((await own(mine.booking_id, { scheduled_start: 'soon' })).status).toBe(400);
      expect(
        (await t.request('POST', customerPath(mine.booking_id), { body: { scheduled_start: second } }))
          .status,
      ).toBe(401);
      // An admin's token is not a customer's.
      expect((await own(mine.booking_id, { scheduled_start: second }, token)).status).toBe(401);
      expect((await bookingRow(db(), theirs.booking_id)).scheduled_start).toBe(first);
      expect((await bookingRow(db(), mine.booking_id)).scheduled_start).toBe(first);
    });
  });
});
