import {
  type Booking,
  bookingListResponseSchema,
  bookingSortFields,
  reviewListResponseSchema,
} from '@seva/contract';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerServiceBookingsTable } from '../../db/schema/marketplace-tables';
import {
  ADDRESS,
  daysFromNow,
  insertBooking,
  insertCategory,
  insertCustomer,
  insertReview,
  insertVendor,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

type BookingRow = Selectable<CustomerServiceBookingsTable>;

const LIST = '/api/v1/admin/data/getcustomerservicedetails';

/** docs/product/bookings.md#booking-status, written out: [is_cancelled, is_completed, is_booked] → status. */
const STATUS_TABLE: [0 | 1, 0 | 1, 0 | 1, string][] = [
  [0, 0, 0, 'Pending'],
  [0, 0, 1, 'Booked'],
  [0, 1, 0, 'Completed'],
  [0, 1, 1, 'Completed'],
  [1, 0, 0, 'Cancelled'],
  [1, 0, 1, 'Cancelled'],
  [1, 1, 0, 'Cancelled'],
  [1, 1, 1, 'Cancelled'],
];

describe(`booking lists (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  const unassigned: BookingRow[] = [];
  const assigned: BookingRow[] = [];
  let reviewedVendorId: number;
  let quietVendorId: number;
  const get = (path: string) => t.request('GET', path, { token });
  const ids = (data: Booking[]) => data.map((b) => b.booking_id);
  const sortedIds = (rows: { booking_id: number }[]) => rows.map((b) => b.booking_id).sort((a, b) => b - a);

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const db = t.database.handle.db;
    const plumbing = await insertCategory(db, { service_category_name: 'Plumbing' });
    const reviewed = await insertVendor(db, { is_approved: 1, service_cat_id: plumbing.service_cat_id });
    const quiet = await insertVendor(db, { is_approved: 1, service_cat_id: plumbing.service_cat_id });
    reviewedVendorId = reviewed.vendor_id;
    quietVendorId = quiet.vendor_id;
    const asha = await insertCustomer(db, { customer_name: 'Asha Menon' });
    const ravi = await insertCustomer(db, { customer_name: 'Ravi Sharma', customer_address: null });
    for (const [i, [is_cancelled, is_completed, is_booked]] of STATUS_TABLE.entries()) {
      const customer = i % 2 === 0 ? asha : ravi;
      const flags = {
        is_cancelled,
        is_completed,
        is_booked,
        cancelled_reason: is_cancelled ? 'Booked by mistake' : null,
      };
      unassigned.push(await insertBooking(db, customer, plumbing, flags));
      const vendorId = i < 4 ? reviewed.vendor_id : quiet.vendor_id;
      assigned.push(
        await insertBooking(db, customer, plumbing, {
          ...flags,
          vendor_id: vendorId,
          assigned_at: daysFromNow(-1),
        }),
      );
    }
    // Three reviews of the first vendor, on its bookings.
    for (const [i, booking] of assigned.slice(0, 3).entries()) {
      await insertReview(db, booking, { rating: i + 3, review_text: `Review ${i + 1}` });
    }
  });
  afterAll(() => t.close());

  it('assigned=0 lists exactly the bookings without a vendor, newest first, in the contract shape', async () => {
    const res = await get(`${LIST}?assigned=0`);
    expect(res.status).toBe(200);
    expect(bookingListResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).not.toHaveProperty('total');
    expect(ids(res.body.data)).toEqual(sortedIds(unassigned));
    for (const booking of res.body.data as Booking[]) {
      expect(booking.vendor_id).toBeNull();
      expect(booking.review_count).toBe(0);
    }
  });

  it('assigned=1 lists exactly the bookings with a vendor; without assigned, both', async () => {
    const res = await get(`${LIST}?assigned=1`);
    expect(res.status).toBe(200);
    expect(bookingListResponseSchema.parse(res.body)).toEqual(res.body);
    expect(ids(res.body.data)).toEqual(sortedIds(assigned));
    const all = await get(LIST);
    expect(ids(all.body.data)).toEqual(sortedIds([...unassigned, ...assigned]));
  });

  it.each(STATUS_TABLE)(
    'derives status for cancelled=%i completed=%i booked=%i as %s, in both lists',
    async (c, d, b, status) => {
      const res = await get(LIST);
      const matching = (res.body.data as Booking[]).filter(
        (x) => x.is_cancelled === c && x.is_completed === d && x.is_booked === b,
      );
      expect(matching).toHaveLength(2);
      expect(matching.map((x) => x.vendor_id === null).sort()).toEqual([false, true]);
      for (const booking of matching) expect(booking.status).toBe(status);
    },
  );

  it('returns every booking field with its customer, vendor and status, the address as an object', async () => {
    const res = await get(`${LIST}?assigned=1`);
    const first = (res.body.data as Booking[]).find((b) => b.booking_id === assigned[0]!.booking_id)!;
    expect(first).toMatchObject({
      vendor_id: reviewedVendorId,
      customer_name: 'Asha Menon',
      customer_address: ADDRESS,
      service_category_name: 'Plumbing',
      service_desc: 'Kitchen sink leaking',
      service_price: 499,
      cancelled_reason: null,
      is_cancelled: 0,
      is_completed: 0,
      is_booked: 0,
      status: 'Pending',
    });
    for (const key of [
      'customer_id',
      'mobile',
      'customer_email',
      'customer_country',
      'gender',
      'service_category_url',
    ]) {
      expect(first).toHaveProperty(key);
    }
    const ravi = (res.body.data as Booking[]).find((b) => b.customer_name === 'Ravi Sharma')!;
    expect(ravi.customer_address).toBeNull();
  });

  it("counts the assigned vendor's reviews on every row", async () => {
    const unpaged = (await get(`${LIST}?assigned=1`)).body.data as Booking[];
    const paged = [0, 3, 6].map((offset) => get(`${LIST}?assigned=1&limit=3&offset=${offset}`));
    const pages = (await Promise.all(paged)).flatMap((res) => res.body.data as Booking[]);
    expect(pages).toHaveLength(unpaged.length);
    for (const booking of [...unpaged, ...pages]) {
      expect(booking.review_count).toBe(booking.vendor_id === reviewedVendorId ? 3 : 0);
    }
    expect(pages.some((b) => b.review_count === 3)).toBe(true);
    expect(quietVendorId).not.toBe(reviewedVendorId);
  });

  it('pages with limit/offset and reports total; limit=1 tells whether any assigned booking exists', async () => {
    const first = await get(`${LIST}?assigned=1&limit=3`);
    expect(first.body.total).toBe(8);
    expect(ids(first.body.data)).toEqual(sortedIds(assigned).slice(0, 3));
    const second = await get(`${LIST}?assigned=1&limit=3&offset=3`);
    expect(ids(second.body.data)).toEqual(sortedIds(assigned).slice(3, 6));
    expect(second.body.total).toBe(8);
    const past = await get(`${LIST}?assigned=1&limit=3&offset=30`);
    expect(past.body).toEqual({ success: true, data: [], total: 8 });
    const probe = await get(`${LIST}?assigned=1&limit=1`);
    expect(probe.body.data).toHaveLength(1);
    expect(probe.body.total).toBe(8);
  });

  it('answers a page exactly as the same slice of the unpaged list', async () => {
    const all = (await get(`${LIST}?assigned=1`)).body.data;
    for (const offset of [0, 2, 5]) {
      const page = await get(`${LIST}?assigned=1&limit=3&offset=${offset}`);
      expect(page.body.data).toEqual(all.slice(offset, offset + 3));
    }
  });

  it('answers every list, sort and page as the same slice of its unpaged list', async () => {
    for (const list of ['assigned=0', 'assigned=1', 'all=1']) {
      for (const sort of bookingSortFields.flatMap((field) => [field, `-${field}`])) {
        const query = list === 'all=1' ? `sort=${sort}` : `${list}&sort=${sort}`;
        const all = (await get(`${LIST}?${query}`)).body.data as Booking[];
        expect(all.length).toBeGreaterThan(3);
        for (const offset of [0, 3]) {
          const page = await get(`${LIST}?${query}&limit=3&offset=${offset}`);
          expect(page.body.data, `${query} offset ${offset}`).toEqual(all.slice(offset, offset + 3));
        }
      }
    }
  });

  it('shows a change to a booking on the next page once its updated_at moves, and new review counts at once', async () => {
    const db = t.database.handle.db;
    const target = unassigned[0]!;
    const before = await get(`${LIST}?assigned=0&limit=50`);
    expect(
      (before.body.data as Booking[]).find((b) => b.booking_id === target.booking_id)?.service_desc,
    ).toBe('Kitchen sink leaking');
    await db
      .updateTable('customer_service_bookings')
      .set({ service_desc: 'Bathroom tap dripping', updated_at: new Date().toISOString() })
      .where('booking_id', '=', target.booking_id)
      .execute();
    const after = await get(`${LIST}?assigned=0&limit=50`);
    expect((after.body.data as Booking[]).find((b) => b.booking_id === target.booking_id)?.service_desc).toBe(
      'Bathroom tap dripping',
    );
    await db
      .updateTable('customer_service_bookings')
      .set({ service_desc: 'Kitchen sink leaking', updated_at: new Date(Date.now() + 1).toISOString() })
      .where('booking_id', '=', target.booking_id)
      .execute();

    const quietBooking = assigned[7]!;
    const countOf = async () =>
      ((await get(`${LIST}?assigned=1&limit=50`)).body.data as Booking[]).find(
        (b) => b.booking_id === quietBooking.booking_id,
      )?.review_count;
    expect(await countOf()).toBe(0);
    const review = await insertReview(db, quietBooking, { rating: 2 });
    expect(await countOf()).toBe(1);
    await db.deleteFrom('reviews').where('review_id', '=', review.review_id).execute();
    expect(await countOf()).toBe(0);
  });

  it('searches customer_name case-insensitively within each list (short and long terms)', async () => {
    for (const q of ['SHARMA', 'ma', 'Asha men']) {
      const res = await get(`${LIST}?assigned=0&q=${encodeURIComponent(q)}&limit=50`);
      const expected = unassigned.filter((b) => b.customer_name.toLowerCase().includes(q.toLowerCase()));
      expect(ids(res.body.data)).toEqual(sortedIds(expected));
      expect(res.body.total).toBe(expected.length);
    }
    const assignedSharma = await get(`${LIST}?assigned=1&q=SHARMA&limit=2`);
    const expectedAssigned = assigned.filter((b) => b.customer_name.toLowerCase().includes('sharma'));
    expect(ids(assignedSharma.body.data)).toEqual(sortedIds(expectedAssigned).slice(0, 2));
    expect(assignedSharma.body.total).toBe(expectedAssigned.length);
    const oldestFirst = await get(`${LIST}?q=sharma&sort=booking_id&limit=3&offset=1`);
    const sharma = [...unassigned, ...assigned].filter((b) => b.customer_name === 'Ravi Sharma');
    expect(ids(oldestFirst.body.data)).toEqual(sortedIds(sharma).reverse().slice(1, 4));
    expect(oldestFirst.body.total).toBe(sharma.length);
    const none = await get(`${LIST}?assigned=1&q=nobody&limit=50`);
    expect(none.body).toEqual({ success: true, data: [], total: 0 });
  });

  it('sorts by an allowed field, ties by booking_id', async () => {
    const res = await get(`${LIST}?assigned=0&sort=customer_name`);
    const names = (res.body.data as Booking[]).map((b) => b.customer_name);
    expect(names).toEqual([...names].sort());
    const asha = (res.body.data as Booking[])
      .filter((b) => b.customer_name === 'Asha Menon')
      .map((b) => b.booking_id);
    expect(asha).toEqual([...asha].sort((a, b) => a - b));
    const asc = await get(`${LIST}?assigned=0&sort=booking_id`);
    expect(ids(asc.body.data)).toEqual(sortedIds(unassigned).reverse());
  });

  it.each([
    'assigned=2',
    'assigned=yes',
    'limit=0',
    'limit=abc',
    'offset=-1',
    'sort=vendor_secret',
    `q=${'x'.repeat(101)}`,
  ])('refuses ?%s with 400 and a message', async (query) => {
    const res = await get(`${LIST}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toEqual(expect.any(String));
  });

  describe('GET getReviewsByVendorId/{vendorId}', () => {
    const reviews = (vendorId: number | string) => get(`/api/v1/admin/data/getReviewsByVendorId/${vendorId}`);

    it("answers the vendor's reviews, newest first, never cached", async () => {
      const res = await reviews(reviewedVendorId);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(reviewListResponseSchema.parse(res.body)).toEqual(res.body);
      expect(res.body.data).toEqual([
        {
          booking_id: assigned[2]!.booking_id,
          vendor_id: reviewedVendorId,
          review_id: expect.any(Number),
          rating: 5,
          review_text: 'Review 3',
        },
        {
          booking_id: assigned[1]!.booking_id,
          vendor_id: reviewedVendorId,
          review_id: expect.any(Number),
          rating: 4,
          review_text: 'Review 2',
        },
        {
          booking_id: assigned[0]!.booking_id,
          vendor_id: reviewedVendorId,
          review_id: expect.any(Number),
          rating: 3,
          review_text: 'Review 1',
        },
      ]);
    });

    it('answers an empty list for a vendor without reviews, 404 for an unknown one, 400 for a bad id', async () => {
      const quiet = await reviews(quietVendorId);
      expect(quiet.status).toBe(200);
      expect(quiet.body).toEqual({ success: true, data: [] });
      expect(quiet.headers.get('cache-control')).toBe('no-store');
      const unknown = await reviews(999_999);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ success: false, message: 'Vendor not found' });
      for (const bad of ['abc', '0', '-1', '1.5']) expect((await reviews(bad)).status).toBe(400);
    });
  });
});
