import { type Booking, bookingListResponseSchema } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, insertCategory, insertCustomer, insertVendor } from '../../test/factories';
import { expectedOrder, hasTies } from '../../test/list-order';
import { parseCsv } from '../../test/parse-csv';
import { rowCounts } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

/*
 * Booking Details' When and City (docs/product/bookings.md#booking-details): sort=scheduled_start and
 * sort=customer_city (a missing value last either way, ties by booking_id), and the date filter
 * date_from/date_to on the slot, in Asia/Kolkata days (docs/product/api.md#lists).
 */

const LIST = '/api/v1/admin/data/getcustomerservicedetails';

/** 3 Dec 2026 in India runs from 2026-12-02T18:30:00.000Z to 2026-12-03T18:29:59.999Z. */
const SLOTS = {
  dec2Last: '2026-12-02T12:30:00.000Z', // 2 Dec, 18:00–20:00 IST
  dec2Midnight: '2026-12-02T18:29:59.999Z', // the last instant of 2 Dec IST
  dec3Midnight: '2026-12-02T18:30:00.000Z', // 3 Dec, 00:00 IST
  dec3First: '2026-12-03T02:30:00.000Z', // 3 Dec, 08:00–10:00 IST
  dec3Last: '2026-12-03T12:30:00.000Z', // 3 Dec, 18:00–20:00 IST
  dec4Midnight: '2026-12-03T18:30:00.000Z', // 4 Dec, 00:00 IST
  dec4First: '2026-12-04T02:30:00.000Z', // 4 Dec, 08:00–10:00 IST
} as const;

describe(`booking lists by When and City (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  const get = (query: string, as = token) => t.request('GET', `${LIST}?${query}`, { token: as });
  const ids = (res: { body: { data: Booking[] } }) => res.body.data.map((b) => b.booking_id);
  const bySlot = new Map<string, number[]>();
  const unscheduled: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const db = t.database.handle.db;
    const customer = await insertCustomer(db, { customer_name: 'Ravi Iyer' });
    const category = await insertCategory(db, { service_category_name: 'Electrician' });
    // Two vendors: one vendor holds one open booking per slot (bookings_vendor_slot_key).
    const vendors = [await insertVendor(db, { is_approved: 1 }), await insertVendor(db, { is_approved: 1 })];
    // Each list: every slot above, one of them twice (a tie), two unscheduled; cities with ties and nulls.
    const slots = [...Object.values(SLOTS), null, SLOTS.dec3First, null];
    const cities = ['Pune', 'Chennai', null, 'Bengaluru', 'Pune', null, 'Agra', 'Chennai', 'Mumbai', null];
    for (const assigned of [false, true]) {
      for (const [i, scheduled_start] of slots.entries()) {
        const vendor_id = assigned ? (vendors[i % 2]?.vendor_id ?? null) : null;
        const row = await insertBooking(db, customer, category, {
          vendor_id,
          scheduled_start,
          customer_city: cities[i],
        });
        if (scheduled_start === null) unscheduled.push(row.booking_id);
        else {
          const key = `${vendor_id === null ? 0 : 1}:${scheduled_start}`;
          bySlot.set(key, [...(bySlot.get(key) ?? []), row.booking_id]);
        }
      }
    }
  });
  afterAll(() => t.close());

  describe.each(['assigned=0', 'assigned=1', 'q=ravi'])('?%s', (list) => {
    it.each([
      ['scheduled_start', 'asc'],
      ['scheduled_start', 'desc'],
      ['customer_city', 'asc'],
      ['customer_city', 'desc'],
    ] as const)('orders by %s %s, missing values last, ties by booking_id', async (field, direction) => {
      const res = await get(`${list}&sort=${direction === 'desc' ? '-' : ''}${field}`);
      expect(res.status).toBe(200);
      const rows = bookingListResponseSchema.parse(res.body).data;
      const keyOf = (b: Booking) => b[field];
      expect(hasTies(rows, keyOf)).toBe(true);
      expect(rows.some((b) => b[field] === null)).toBe(true);
      expect(ids(res)).toEqual(expectedOrder(rows, (b) => b.booking_id, keyOf, direction));
      // Whatever the direction, the bookings without the value close the list.
      const firstNull = rows.findIndex((b) => b[field] === null);
      expect(rows.slice(firstNull).every((b) => b[field] === null)).toBe(true);
    });

    it('pages as its unpaged list', async () => {
      for (const sort of ['scheduled_start', '-scheduled_start', 'customer_city', '-customer_city']) {
        const all = ids(await get(`${list}&sort=${sort}`));
        const pages: number[] = [];
        for (let offset = 0; offset < all.length; offset += 3) {
          pages.push(...ids(await get(`${list}&sort=${sort}&limit=3&offset=${offset}`)));
        }
        expect(pages, sort).toEqual(all);
      }
    });
  });

  /** The bookings of a list (assigned 0 or 1) whose slot is one of `slots`, in booking_id order. */
  function expected(assigned: 0 | 1, slots: readonly string[]): number[] {
    return slots.flatMap((slot) => bySlot.get(`${assigned}:${slot}`) ?? []).sort((a, b) => a - b);
  }

  it.each([
    ['date_from=2026-12-03&date_to=2026-12-03', [SLOTS.dec3Midnight, SLOTS.dec3First, SLOTS.dec3Last]],
    ['date_from=2026-12-02&date_to=2026-12-02', [SLOTS.dec2Last, SLOTS.dec2Midnight]],
    ['date_from=2026-12-04', [SLOTS.dec4Midnight, SLOTS.dec4First]],
    ['date_to=2026-12-02', [SLOTS.dec2Last, SLOTS.dec2Midnight]],
    [
      'date_from=2026-12-02&date_to=2026-12-03',
      [SLOTS.dec2Last, SLOTS.dec2Midnight, SLOTS.dec3Midnight, SLOTS.dec3First, SLOTS.dec3Last],
    ],
    ['date_from=2026-12-05&date_to=2026-12-31', []],
  ] as const)(
    '?%s keeps the bookings of those India days, never an unscheduled one',
    async (range, slots) => {
      for (const assigned of [0, 1] as const) {
        const res = await get(`assigned=${assigned}&${range}&sort=booking_id&limit=50`);
        expect(res.status).toBe(200);
        const rows = bookingListResponseSchema.parse(res.body).data;
        expect(ids(res)).toEqual(expected(assigned, slots));
        expect(res.body.total).toBe(rows.length);
        expect(rows.some((b) => unscheduled.includes(b.booking_id))).toBe(false);
      }
    },
  );

  it('counts a filtered page apart from the whole list (the count is not the cached total of another filter)', async () => {
    const whole = await get('assigned=0&limit=1');
    const day = await get('assigned=0&date_from=2026-12-03&date_to=2026-12-03&limit=1');
    const searchDay = await get('q=ravi&date_from=2026-12-03&date_to=2026-12-03&limit=1');
    const search = await get('q=ravi&limit=1');
    expect(whole.body.total).toBe(10);
    expect(day.body.total).toBe(4);
    expect(searchDay.body.total).toBe(8);
    expect(search.body.total).toBe(20);
  });

  it('combines the filter with a sort and a search', async () => {
    const res = await get('q=ravi&date_from=2026-12-03&date_to=2026-12-04&sort=-scheduled_start');
    expect(res.status).toBe(200);
    const starts = (res.body.data as Booking[]).map((b) => b.scheduled_start);
    expect(starts).toEqual(
      [
        SLOTS.dec3Midnight,
        SLOTS.dec3First,
        SLOTS.dec3First,
        SLOTS.dec3Last,
        SLOTS.dec4Midnight,
        SLOTS.dec4First,
      ]
        .flatMap((slot) => [slot, slot])
        .reverse(),
    );
  });

  it('exports When and City in the CSV, filtered as the list', async () => {
    const res = await fetch(
      `${t.baseUrl}${LIST}?assigned=0&date_from=2026-12-03&date_to=2026-12-03&sort=scheduled_start&format=csv`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(res.status).toBe(200);
    const csv = parseCsv(await res.text());
    expect(csv.header).toEqual(expect.arrayContaining(['scheduled_start', 'scheduled_end', 'customer_city']));
    const rows = csv.records.map((record) => [record.scheduled_start, record.customer_city]);
    const json = (await get('assigned=0&date_from=2026-12-03&date_to=2026-12-03&sort=scheduled_start')).body
      .data as Booking[];
    expect(rows).toEqual(json.map((b) => [b.scheduled_start, b.customer_city ?? '']));
    expect(rows.length).toBe(4);
  });

  it.each([
    ['date_from=2026-12-04&date_to=2026-12-03', 'date_from must not be after date_to'],
    ['date_from=2026-02-30', 'date_from must be a day as YYYY-MM-DD'],
    ['date_to=3-12-2026', 'date_to must be a day as YYYY-MM-DD'],
    ['date_from=2026-12-03T00:00:00Z', 'date_from must be a day as YYYY-MM-DD'],
    ['sort=scheduled', 'scheduled_start'],
    ['sort=--customer_city', 'customer_city'],
  ])('refuses ?%s with 400 and changes nothing', async (query, message) => {
    const before = await rowCounts(t.database.handle.db);
    const res = await get(`assigned=0&${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: expect.stringContaining(message) });
    expect(await rowCounts(t.database.handle.db)).toEqual(before);
  });

  it('answers 401 without a token and 403 to a member without bookings.read', async () => {
    const anonymous = await t.request('GET', `${LIST}?date_from=2026-12-03&sort=scheduled_start`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
    // The KYC reviewer's role asks for two-step sign-in before anything (docs/product/team.md#roles).
    const reviewer = await t.signInAs('kyc_reviewer');
    await t.enableMfa(reviewer.token);
    const refused = await get('date_from=2026-12-03&sort=customer_city', reviewer.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, message: 'You do not have permission to do this' });
    const support = await t.signInAs('support');
    expect((await get('date_from=2026-12-03&sort=customer_city', support.token)).status).toBe(200);
  });
});
