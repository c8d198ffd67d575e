import { CustomerAppMessages, SlotMessages, slotListResponseSchema } from '@seva/contract';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CustomersTable } from '../../db/schema/marketplace-tables';
import { appToken } from '../../test/app-tokens';
import { insertBooking, insertCategory, insertSubService } from '../../test/factories';
import { insertSlotVendor, slotsOf } from '../../test/slots';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

/*
 * The customer app's slots (docs/product/slots.md#customer-app) at a fixed moment: 31 March 2027, 19:00
 * India time (13:30 UTC), the evening before a month boundary. Today's slots are over, tomorrow is
 * 1 April, and the last bookable day is 14 April.
 */
const NOW = Date.parse('2027-03-31T13:30:00.000Z');
const ME = '/api/v1/customer/me';
const BOOKINGS = `${ME}/bookings`;
const HOUR = 60 * 60 * 1000;

/** The slot starting at `hour` India time on `day` (YYYY-MM-DD), as the wire writes it. */
const at = (day: string, hour: number) =>
  new Date(Date.parse(`${day}T00:00:00.000+05:30`) + hour * HOUR).toISOString();
const availableHours = (slots: { start: string; available: boolean }[]) =>
  slots
    .filter((slot) => slot.available)
    .map((slot) => new Date(Date.parse(slot.start) + 5.5 * HOUR).getUTCHours());

let phone = 9300000000;
const PUNE = { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zip: '411001' };

describe(`customer app slots on ${testDialect}`, () => {
  let t: TestApp;
  let service: { service_id: number };
  let otherService: { service_id: number };
  /** A customer in Pune, one whose pincode the centroid file lacks, and one with no address. */
  let pune: string;
  let nowhere: string;
  let homeless: string;
  let puneCustomer: Selectable<CustomersTable>;
  let category: Awaited<ReturnType<typeof insertCategory>>;

  const db = () => t.database.handle.db;
  const count = async () =>
    Number(
      (
        await db()
          .selectFrom('customer_service_bookings')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const signUp = async (address: typeof PUNE | null) => {
    const mobile = String(++phone);
    const token = await appToken(t, 'customer', mobile);
    const body = {
      customer_name: 'Asha Kulkarni',
      customer_email: 'asha@example.in',
      customer_country: 'India',
      gender: 'Female',
      customer_address: address ?? PUNE,
    };
    expect((await t.request('PUT', ME, { token, body })).status).toBe(200);
    // No address at all: as a customer made before addresses were asked for.
    if (!address) {
      await db()
        .updateTable('customers')
        .set({ customer_address: null })
        .where('mobile', '=', mobile)
        .execute();
    }
    return token;
  };
  const book = (token: string, scheduled_start: unknown, serviceId = service.service_id) =>
    t.request('POST', BOOKINGS, {
      token,
      body: { service_id: serviceId, service_desc: 'Leaking tap', scheduled_start },
    });

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    t = await createTestApp();
    category = await insertCategory(db(), { service_category_name: 'Plumbing' });
    const other = await insertCategory(db(), { service_category_name: 'Electrical' });
    service = await insertSubService(db(), category);
    otherService = await insertSubService(db(), other);
    // Near Pune: works 10:00–18:00 (the 10, 12, 14 and 16 o'clock slots).
    const worker = await insertSlotVendor(db(), category, {
      vendor_name: 'Near Nikam',
      service_start_time: '10:00',
      service_end_time: '18:00',
    });
    // Round the clock but not counted for a Pune customer: far away, blocked, another trade, trial over,
    // no radius.
    await insertSlotVendor(db(), category, { vendor_name: 'Delhi Dutta', pincode: '110001' });
    await insertSlotVendor(db(), category, { vendor_name: 'Blocked Bose', is_blocked: 1 });
    await insertSlotVendor(db(), other, { vendor_name: 'Other Trade', pincode: '110001' });
    await insertSlotVendor(db(), category, {
      vendor_name: 'Lapsed Lal',
      subscription_expiry_date: new Date(NOW - HOUR).toISOString(),
    });
    await insertSlotVendor(db(), category, { vendor_name: 'No Radius', service_radius: null });
    await insertSlotVendor(db(), category, { vendor_name: 'Pending Pawar', is_approved: 0 });
    pune = await signUp(PUNE);
    nowhere = await signUp({ ...PUNE, zip: '999999' });
    homeless = await signUp(null);
    puneCustomer = await db()
      .selectFrom('customers')
      .selectAll()
      .where('mobile', '=', String(phone - 2))
      .executeTakeFirstOrThrow();
    // Near Nikam already holds 2 April's 12:00 slot; a cancelled and a completed job hold nothing.
    await insertBooking(db(), puneCustomer, category, {
      vendor_id: worker.vendor_id,
      scheduled_start: at('2027-04-02', 12),
    });
    await insertBooking(db(), puneCustomer, category, {
      vendor_id: worker.vendor_id,
      scheduled_start: at('2027-04-02', 14),
      is_cancelled: 1,
    });
    await insertBooking(db(), puneCustomer, category, {
      vendor_id: worker.vendor_id,
      scheduled_start: at('2027-04-02', 16),
      is_completed: 1,
    });
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  describe('GET /customer/me/slots', () => {
    it("answers the day's six slots in India time, available where a vendor near the customer is free", async () => {
      const res = await t.request('GET', `${ME}/slots?service_id=${service.service_id}&date=2027-04-01`, {
        token: pune,
      });
      expect(res.status).toBe(200);
      expect(slotListResponseSchema.parse(res.body)).toEqual(res.body);
      expect(res.body.data).toEqual([
        { start: '2027-04-01T02:30:00.000Z', end: '2027-04-01T04:30:00.000Z', available: false },
        { start: '2027-04-01T04:30:00.000Z', end: '2027-04-01T06:30:00.000Z', available: true },
        { start: '2027-04-01T06:30:00.000Z', end: '2027-04-01T08:30:00.000Z', available: true },
        { start: '2027-04-01T08:30:00.000Z', end: '2027-04-01T10:30:00.000Z', available: true },
        { start: '2027-04-01T10:30:00.000Z', end: '2027-04-01T12:30:00.000Z', available: true },
        { start: '2027-04-01T12:30:00.000Z', end: '2027-04-01T14:30:00.000Z', available: false },
      ]);
    });

    it("offers none of today's slots at 19:00 (all started) and none past the 14-day horizon", async () => {
      const today = await slotsOf(t, pune, service.service_id, '2027-03-31');
      expect(today).toHaveLength(6);
      expect(today[5]).toEqual({ start: at('2027-03-31', 18), end: at('2027-03-31', 20), available: false });
      expect(availableHours(today)).toEqual([]);
      expect(availableHours(await slotsOf(t, pune, service.service_id, '2027-04-14'))).toEqual([
        10, 12, 14, 16,
      ]);
      expect(availableHours(await slotsOf(t, pune, service.service_id, '2027-04-15'))).toEqual([]);
      expect(availableHours(await slotsOf(t, pune, service.service_id, '2027-03-30'))).toEqual([]);
    });

    it('leaves out a slot its only nearby vendor holds a job overlapping; cancelled and completed jobs hold none', async () => {
      expect(availableHours(await slotsOf(t, pune, service.service_id, '2027-04-02'))).toEqual([10, 14, 16]);
    });

    it('counts any eligible free vendor when the customer pincode is unknown or missing', async () => {
      for (const token of [nowhere, homeless]) {
        // Delhi Dutta, round the clock, is eligible; the others are not.
        expect(availableHours(await slotsOf(t, token, service.service_id, '2027-04-01'))).toEqual([
          8, 10, 12, 14, 16, 18,
        ]);
      }
      // Only Other Trade works in that trade, in Delhi: nothing near Pune.
      expect(availableHours(await slotsOf(t, pune, otherService.service_id, '2027-04-01'))).toEqual([]);
      expect(availableHours(await slotsOf(t, homeless, otherService.service_id, '2027-04-01'))).toHaveLength(
        6,
      );
    });

    it('refuses an unknown service (404), a bad date or service id (400), and answers 401 without a customer token', async () => {
      const unknown = await t.request('GET', `${ME}/slots?service_id=999999&date=2027-04-01`, {
        token: pune,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ success: false, message: CustomerAppMessages.serviceNotFound });
      for (const query of [
        `service_id=${service.service_id}`,
        `service_id=${service.service_id}&date=2027-02-30`,
        `service_id=${service.service_id}&date=01-04-2027`,
        `service_id=${service.service_id}&date=tomorrow`,
        'date=2027-04-01',
        'service_id=0&date=2027-04-01',
        'service_id=abc&date=2027-04-01',
      ]) {
        const res = await t.request('GET', `${ME}/slots?${query}`, { token: pune });
        expect(res.status, query).toBe(400);
        expect(res.body.success).toBe(false);
      }
      const admin = await t.login();
      for (const token of [undefined, admin]) {
        const res = await t.request('GET', `${ME}/slots?service_id=${service.service_id}&date=2027-04-01`, {
          token,
        });
        expect(res.status).toBe(401);
      }
    });
  });

  describe('POST /customer/me/bookings with scheduled_start', () => {
    it('refuses a time that is not a slot start: 20:00, midnight, a minute past, writing nothing', async () => {
      const before = await count();
      for (const start of [
        at('2027-04-01', 20),
        at('2027-04-01', 0),
        '2027-04-01T00:00:00+05:30',
        at('2027-04-01', 7),
        new Date(Date.parse(at('2027-04-01', 10)) + 60_000).toISOString(),
      ]) {
        const res = await book(pune, start);
        expect(res.status, start).toBe(422);
        expect(res.body).toMatchObject({ success: false, message: SlotMessages.notASlot });
      }
      expect(await count()).toBe(before);
    });

    it('refuses a slot that has started (today 18:00, a slot yesterday) and one past the horizon', async () => {
      const before = await count();
      for (const start of [at('2027-03-31', 18), at('2027-03-31', 10), at('2027-03-30', 12)]) {
        const res = await book(pune, start);
        expect(res.status, start).toBe(422);
        expect(res.body).toMatchObject({ success: false, message: SlotMessages.past });
      }
      for (const start of [at('2027-04-15', 10), at('2027-04-15', 8), at('2027-05-01', 10)]) {
        const res = await book(pune, start);
        expect(res.status, start).toBe(422);
        expect(res.body).toMatchObject({ success: false, message: SlotMessages.beyondHorizon(14) });
      }
      expect(await count()).toBe(before);
    });

    it('refuses a slot no vendor near the customer is free in (422), and an unknown service (404)', async () => {
      const before = await count();
      for (const start of [at('2027-04-01', 8), at('2027-04-01', 18), at('2027-04-02', 12)]) {
        const res = await book(pune, start);
        expect(res.status, start).toBe(422);
        expect(res.body).toMatchObject({ success: false, message: SlotMessages.unavailable });
      }
      const unknown = await book(pune, at('2027-04-01', 10), 999_999);
      expect(unknown.status).toBe(404);
      expect(await count()).toBe(before);
    });

    it("books 1 April's first free slot and day 14's last, storing the canonical UTC instant", async () => {
      const tomorrow = await book(pune, '2027-04-01T10:00:00+05:30');
      expect(tomorrow.status).toBe(201);
      expect(tomorrow.body.data).toMatchObject({
        scheduled_start: '2027-04-01T04:30:00.000Z',
        scheduled_end: '2027-04-01T06:30:00.000Z',
        customer_city: 'Pune',
        vendor_id: null,
      });
      const stored = await db()
        .selectFrom('customer_service_bookings')
        .select('scheduled_start')
        .where('booking_id', '=', tomorrow.body.data.booking_id)
        .executeTakeFirstOrThrow();
      expect(stored.scheduled_start).toBe('2027-04-01T04:30:00.000Z');

      const dayFourteen = await book(pune, at('2027-04-14', 16));
      expect(dayFourteen.status).toBe(201);
      expect(dayFourteen.body.data.scheduled_start).toBe('2027-04-14T10:30:00.000Z');
      // An unassigned booking holds no vendor: the slot stays available.
      expect(availableHours(await slotsOf(t, pune, service.service_id, '2027-04-14'))).toEqual([
        10, 12, 14, 16,
      ]);
    });

    it('books the next slot a moment before it starts, and refuses it from its start', async () => {
      const start = at('2027-04-03', 10);
      vi.setSystemTime(Date.parse(start) - 60_000);
      try {
        // Signed in afresh: the first session has idled out by then.
        const later = await signUp(PUNE);
        vi.setSystemTime(Date.parse(start) - 1);
        expect((await book(later, start)).status).toBe(201);
        vi.setSystemTime(Date.parse(start));
        const late = await book(later, start);
        expect(late.status).toBe(422);
        expect(late.body.message).toBe(SlotMessages.past);
        // From 3 April, 10:00 the horizon is 17 April.
        expect((await book(later, at('2027-04-17', 16))).status).toBe(201);
        expect((await book(later, at('2027-04-18', 10))).body.message).toBe(SlotMessages.beyondHorizon(14));
      } finally {
        vi.setSystemTime(NOW);
      }
    });
  });
});
