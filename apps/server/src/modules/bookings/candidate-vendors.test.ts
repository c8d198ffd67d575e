import {
  addKolkataDays,
  type CandidateVendor,
  candidateHardRules,
  candidateVendorListResponseSchema,
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
import {
  insertBooking,
  insertCustomer,
  insertReview,
  insertTradeCategories,
  insertVendor,
  subscriptionColumns,
  type VendorInsert,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { indiaMinutes } from './candidates/ranking';

/** 'HH:MM' in India, `minutes` from now (wrapping round midnight). */
function indiaTime(minutes: number): string {
  const m = (((indiaMinutes(Date.now()) + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

describe(`GET /admin/data/bookings/{bookingId}/candidate-vendors, ranked (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let bookingId: number;
  let customer: Selectable<CustomersTable>;
  let plumbing: Selectable<ServiceCategoriesTable>;
  const path = (query = '') => `/api/v1/admin/data/bookings/${bookingId}/candidate-vendors${query}`;
  const get = (p: string) => t.request('GET', p, { token });
  const names = (data: CandidateVendor[]) => data.map((v) => v.vendor_name);
  const db = () => t.database.handle.db;

  /** Hours that cover now (two hours either side) and hours that do not (three to five hours ahead). */
  const workingNow = { service_start_time: indiaTime(-120), service_end_time: indiaTime(120) };
  const offDuty = { service_start_time: indiaTime(180), service_end_time: indiaTime(300) };

  /** `count` bookings of `vendor`, each with a review of `rating` stars (the booking completed). */
  async function reviews(vendor: Selectable<VendorsTable>, rating: number, count: number) {
    for (let i = 0; i < count; i++) {
      const booking = await insertBooking(db(), customer, plumbing, {
        vendor_id: vendor.vendor_id,
        is_completed: 1,
        is_booked: 1,
      });
      await insertReview(db(), booking, { rating });
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const trades = await insertTradeCategories(db());
    plumbing = trades.plumbing;
    // The customer is at 411001 (Pune GPO), the fixtures' address.
    customer = await insertCustomer(db());
    bookingId = (await insertBooking(db(), customer, plumbing)).booking_id;
    const fits: Partial<VendorInsert> = {
      is_approved: 1,
      service_cat_id: plumbing.service_cat_id,
      bussiness_category: 'Plumbing',
      pincode: '411001',
      service_radius: 10,
      ...workingNow,
      ...subscriptionColumns('active', 30),
    };
    const vendor = (name: string, values: Partial<VendorInsert> = {}) =>
      insertVendor(db(), { ...fits, vendor_name: name, ...values });

    await vendor('Near Nisha');
    const busy = await vendor('Busy Bala');
    for (const flags of [
      {},
      {},
      { is_booked: 1 as const },
      { is_completed: 1 as const },
      { is_cancelled: 1 as const },
    ]) {
      await insertBooking(db(), customer, plumbing, { vendor_id: busy.vendor_id, ...flags });
    }
    await reviews(
      await vendor('Rated Ravi', { pincode: '411004', ...subscriptionColumns('trial', 5) }),
      5,
      10,
    );
    await vendor('Night Neel', offDuty);
    await vendor('Far Farhan', { pincode: '400001', service_radius: 25 });
    await vendor('Unknown Uma', { pincode: '999999' });

    // Each fails one hard rule, though near, idle, working now and perfectly rated: always listed last.
    const failing = [
      await vendor('Aaron Blocked', { is_blocked: 1, blocked_reason: 'No-shows' }),
      await vendor('Abel Rejected', { is_approved: 0, is_rejected: 1 }),
      await vendor('Adi Pending', { is_approved: 0 }),
      await vendor('Akash Electric', {
        service_cat_id: trades.electrical.service_cat_id,
        bussiness_category: 'Electrical',
      }),
      await vendor('Alok Lapsed', subscriptionColumns('trial', -1)),
    ];
    for (const f of failing) await reviews(f, 5, 3);
  });
  afterAll(() => t.close());

  it('ranks the vendors passing every hard rule by score, then the others by name with the reason', async () => {
    const res = await get(path());
    expect(res.status).toBe(200);
    expect(candidateVendorListResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).not.toHaveProperty('total');
    const rows = res.body.data as CandidateVendor[];
    expect(rows.map((v) => [v.vendor_name, v.eligible, v.reason, v.score])).toEqual([
      // 40 (0 km) + 25 (idle) + 12.5 (no reviews: the prior 3.5★) + 15 (working now) = 92.5
      ['Near Nisha', true, null, 93],
      // 4.3 km of 10: 40 × (1 − 0.5 × 0.43) = 31.4; ten 5★ reviews: (3.5 × 5 + 50) / 15 = 4.5★ → 17.5
      ['Rated Ravi', true, null, 89],
      // 3 open assignments (the completed and cancelled ones do not count): 25 × (1 − 3/5) = 10
      ['Busy Bala', true, null, 78],
      // Off duty: no hours points; ties with Busy Bala, after it by name.
      ['Night Neel', true, null, 78],
      // Outside its radius (120 km of 25) and unknown distance both get no distance points.
      ['Far Farhan', true, null, 53],
      ['Unknown Uma', true, null, 53],
      ['Aaron Blocked', false, 'Blocked', 0],
      ['Abel Rejected', false, 'Rejected', 0],
      ['Adi Pending', false, 'Not approved', 0],
      ['Akash Electric', false, 'Different service category', 0],
      ['Alok Lapsed', false, 'No active subscription', 0],
    ]);
    const byName = new Map(rows.map((v) => [v.vendor_name, v]));
    expect(byName.get('Near Nisha')).toMatchObject({
      distance_km: 0,
      bussiness_category: 'Plumbing',
      service_start_time: workingNow.service_start_time,
      reasons: [
        { code: 'category', ok: true, text: 'Same service category' },
        { code: 'approved', ok: true, text: 'Approved' },
        { code: 'not_blocked', ok: true, text: 'Not blocked' },
        { code: 'not_rejected', ok: true, text: 'Not rejected' },
        {
          code: 'subscription',
          ok: true,
          text: expect.stringMatching(/^Subscription active until \d{4}-\d\d-\d\d$/),
        },
        { code: 'distance', ok: true, text: '0.0 km away, inside its 10 km radius' },
        { code: 'load', ok: true, text: 'No open assignments' },
        { code: 'rating', ok: false, text: 'No reviews yet' },
        {
          code: 'hours',
          ok: true,
          text: `Working now (${workingNow.service_start_time} - ${workingNow.service_end_time})`,
        },
      ],
    });
    const ravi = byName.get('Rated Ravi')!;
    expect(ravi.distance_km).toBe(4.3);
    expect(ravi.reasons.slice(4)).toEqual([
      { code: 'subscription', ok: true, text: expect.stringMatching(/^Trial active until /) },
      { code: 'distance', ok: true, text: '4.3 km away, inside its 10 km radius' },
      { code: 'load', ok: true, text: 'No open assignments' },
      { code: 'rating', ok: true, text: '5.0★ from 10 reviews' },
      { code: 'hours', ok: true, text: expect.stringMatching(/^Working now/) },
    ]);
    expect(byName.get('Busy Bala')!.reasons.find((r) => r.code === 'load')).toEqual({
      code: 'load',
      ok: true,
      text: '3 open assignments',
    });
    expect(byName.get('Night Neel')!.reasons.at(-1)).toEqual({
      code: 'hours',
      ok: false,
      text: expect.stringMatching(/^Outside service hours \(\d\d:\d\d - \d\d:\d\d, now \d\d:\d\d IST\)$/),
    });
    expect(byName.get('Far Farhan')).toMatchObject({ distance_km: 119.5 });
    expect(byName.get('Far Farhan')!.reasons.find((r) => r.code === 'distance')).toEqual({
      code: 'distance',
      ok: false,
      text: '120 km away, outside its 25 km radius',
    });
    expect(byName.get('Unknown Uma')).toMatchObject({ distance_km: null });
    expect(byName.get('Unknown Uma')!.reasons.find((r) => r.code === 'distance')).toEqual({
      code: 'distance',
      ok: false,
      text: 'Distance unknown: pincode 999999 not found',
    });
    // Every candidate carries every rule, the hard ones first; a failing one names the rule it fails. A
    // booking without a slot has no conflict rule.
    for (const row of rows) {
      expect(row.reasons.map((r) => r.code)).toEqual([
        ...candidateHardRules.filter((code) => code !== 'conflict'),
        'distance',
        'load',
        'rating',
        'hours',
      ]);
      expect(row.reasons.slice(0, 5).every((r) => r.ok)).toBe(row.eligible);
    }
    expect(byName.get('Alok Lapsed')!.reasons[4]).toEqual({
      code: 'subscription',
      ok: false,
      text: 'No active subscription',
    });
    expect(byName.get('Akash Electric')!.reasons[0]).toEqual({
      code: 'category',
      ok: false,
      text: 'Different service category',
    });
  });

  it('pages over the ranked order with a total, across both groups', async () => {
    const all = names((await get(path())).body.data);
    for (const [limit, offset] of [
      [1, 0],
      [2, 1],
      [3, 4],
      [4, 5],
      [5, 10],
      [3, 11],
    ] as const) {
      const res = await get(path(`?limit=${limit}&offset=${offset}`));
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(11);
      expect(names(res.body.data)).toEqual(all.slice(offset, offset + limit));
    }
  });

  it('narrows to eligible=1 (ranked) or eligible=0 (by name), and searches', async () => {
    const eligible = await get(path('?eligible=1&limit=2&offset=1'));
    expect(eligible.body.total).toBe(6);
    expect(names(eligible.body.data)).toEqual(['Rated Ravi', 'Busy Bala']);
    const failing = await get(path('?eligible=0&limit=10'));
    expect(failing.body.total).toBe(5);
    expect(names(failing.body.data)[0]).toBe('Aaron Blocked');
    expect(names((await get(path('?q=NEEL'))).body.data)).toEqual(['Night Neel']);
    expect(names((await get(path('?q=electrical'))).body.data)).toEqual(['Akash Electric']);
    // A search keeps the ranked order: every plumber, the electrician left out.
    const plumbers = await get(path('?q=plumbing&limit=20'));
    expect(plumbers.body.total).toBe(10);
    expect(names(plumbers.body.data)).toEqual(
      names((await get(path())).body.data).filter((n) => n !== 'Akash Electric'),
    );
    expect((await get(path('?q=nobody&limit=5'))).body).toEqual({ success: true, data: [], total: 0 });
  });

  it('answers 404 for an unknown booking, 400 for bad input and 401 without a valid token', async () => {
    const unknown = await get('/api/v1/admin/data/bookings/999999/candidate-vendors');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Booking not found' });
    for (const bad of ['?eligible=2', '?limit=0', '?offset=-1', '?limit=abc']) {
      const res = await get(path(bad));
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await get('/api/v1/admin/data/bookings/abc/candidate-vendors')).status).toBe(400);
    expect((await t.request('GET', path())).status).toBe(401);
    expect((await t.request('GET', path(), { token: 'not-a-token' })).status).toBe(401);
  });
});

/**
 * A booking with a slot (docs/product/dispatch.md#a-booking-with-a-slot): the hours rule reads the slot
 * (a vendor whose hours do not cover it fails a hard rule) and the conflict rule refuses a vendor holding
 * another open booking in it, naming that booking. The slot is 14:00-16:00 IST three days ahead.
 */
describe(`GET /admin/data/bookings/{bookingId}/candidate-vendors, a booking with a slot (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let bookingId: number;
  /** The open booking Booked Bina holds in the slot. */
  let otherJobId: number;
  const slot = slotsOfDate(addKolkataDays(kolkataDayOf(Date.now()), 3), DEFAULT_SLOT_RULES)[3]!;
  const morning = slotsOfDate(addKolkataDays(kolkataDayOf(Date.now()), 3), DEFAULT_SLOT_RULES)[1]!;
  const path = (query = '') => `/api/v1/admin/data/bookings/${bookingId}/candidate-vendors${query}`;
  const get = (p: string) => t.request('GET', p, { token });
  const names = (data: CandidateVendor[]) => data.map((v) => v.vendor_name);
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const { plumbing } = await insertTradeCategories(db());
    const customer = await insertCustomer(db());
    bookingId = (await insertBooking(db(), customer, plumbing, { scheduled_start: slot.start })).booking_id;
    const fits: Partial<VendorInsert> = {
      is_approved: 1,
      service_cat_id: plumbing.service_cat_id,
      pincode: '411001',
      service_radius: 10,
      service_start_time: '09:00',
      service_end_time: '18:00',
      ...subscriptionColumns('active', 30),
    };
    const vendor = (name: string, values: Partial<VendorInsert> = {}) =>
      insertVendor(db(), { ...fits, vendor_name: name, ...values });

    await vendor('Free Farah');
    // One open job in the morning slot: free in the afternoon, one open assignment.
    const loaded = await vendor('Loaded Lata');
    await insertBooking(db(), customer, plumbing, {
      vendor_id: loaded.vendor_id,
      scheduled_start: morning.start,
    });
    // A cancelled and a completed job in the slot do not make a vendor busy.
    await insertBooking(db(), customer, plumbing, {
      vendor_id: loaded.vendor_id,
      scheduled_start: slot.start,
      is_cancelled: 1,
    });
    const booked = await vendor('Booked Bina');
    otherJobId = (
      await insertBooking(db(), customer, plumbing, {
        vendor_id: booked.vendor_id,
        scheduled_start: slot.start,
      })
    ).booking_id;
    await vendor('Early Esha', { service_start_time: '06:00', service_end_time: '14:00' });
    await vendor('Night Nanda', { service_start_time: '22:00', service_end_time: '06:00' });
    await vendor('Blocked Bo', { is_blocked: 1, blocked_reason: 'No-shows' });
    await vendor('Caleb Pending', { is_approved: 0 });
    await vendor('Zed Rejected', { is_approved: 0, is_rejected: 1 });
  });
  afterAll(() => t.close());

  it('ranks the free vendors whose hours cover the slot first; the others fail a hard rule', async () => {
    const res = await get(path());
    expect(res.status).toBe(200);
    expect(candidateVendorListResponseSchema.parse(res.body)).toEqual(res.body);
    const rows = res.body.data as CandidateVendor[];
    expect(rows.map((v) => [v.vendor_name, v.eligible, v.reason, v.score])).toEqual([
      // 40 (0 km) + 25 (idle) + 12.5 (no reviews) + 15 (its hours cover the slot, whatever the time now)
      ['Free Farah', true, null, 93],
      // One open assignment: 25 × (1 − 1/5) = 20
      ['Loaded Lata', true, null, 88],
      // The others by name: the slot's rules and the other hard rules together.
      ['Blocked Bo', false, 'Blocked', 0],
      ['Booked Bina', false, `Busy with booking #${otherJobId} in this slot`, 0],
      ['Caleb Pending', false, 'Not approved', 0],
      ['Early Esha', false, 'Outside service hours for the slot', 0],
      ['Night Nanda', false, 'Outside service hours for the slot', 0],
      ['Zed Rejected', false, 'Rejected', 0],
    ]);
    const byName = new Map(rows.map((v) => [v.vendor_name, v]));
    for (const row of rows) {
      expect(row.reasons.map((r) => r.code)).toEqual([
        ...candidateHardRules,
        'distance',
        'load',
        'rating',
        'hours',
      ]);
    }
    expect(byName.get('Free Farah')!.reasons.slice(5)).toEqual([
      { code: 'conflict', ok: true, text: 'Free in the slot' },
      { code: 'distance', ok: true, text: '0.0 km away, inside its 10 km radius' },
      { code: 'load', ok: true, text: 'No open assignments' },
      { code: 'rating', ok: false, text: 'No reviews yet' },
      { code: 'hours', ok: true, text: 'Works the slot (09:00 - 18:00)' },
    ]);
    expect(byName.get('Loaded Lata')!.reasons[5]).toEqual({
      code: 'conflict',
      ok: true,
      text: 'Free in the slot',
    });
    expect(byName.get('Booked Bina')!.reasons[5]).toEqual({
      code: 'conflict',
      ok: false,
      text: `Busy with booking #${otherJobId} in this slot`,
    });
    expect(byName.get('Early Esha')!.reasons.at(-1)).toEqual({
      code: 'hours',
      ok: false,
      text: 'Outside service hours for the slot (06:00 - 14:00)',
    });
    expect(byName.get('Night Nanda')!.reasons.at(-1)).toMatchObject({ code: 'hours', ok: false });
  });

  it('pages over the merged order of the vendors failing a rule, with the right totals', async () => {
    const all = names((await get(path())).body.data);
    for (let limit = 1; limit <= 4; limit++) {
      for (let offset = 0; offset <= 8; offset++) {
        const res = await get(path(`?limit=${limit}&offset=${offset}`));
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(8);
        expect(names(res.body.data), `limit ${limit} offset ${offset}`).toEqual(
          all.slice(offset, offset + limit),
        );
      }
    }
    const eligible = await get(path('?eligible=1&limit=10'));
    expect(eligible.body.total).toBe(2);
    expect(names(eligible.body.data)).toEqual(['Free Farah', 'Loaded Lata']);
    const failing = await get(path('?eligible=0&limit=2&offset=1'));
    expect(failing.body.total).toBe(6);
    expect(names(failing.body.data)).toEqual(['Booked Bina', 'Caleb Pending']);
    expect(names((await get(path('?eligible=0'))).body.data)).toEqual(all.slice(2));
    expect(names((await get(path('?q=esha&limit=5'))).body.data)).toEqual(['Early Esha']);
  });
});
