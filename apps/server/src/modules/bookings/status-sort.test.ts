import { type Booking, bookingListResponseSchema } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, insertCategory, insertCustomer, insertVendor } from '../../test/factories';
import { expectedOrder, hasTies } from '../../test/list-order';
import { rowCounts } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const LIST = '/api/v1/admin/data/getcustomerservicedetails';

/** docs/product/bookings.md#booking-status, in the order a booking moves: what sort=status follows. */
const RANK: Record<Booking['status'], number> = { Pending: 0, Booked: 1, Completed: 2, Cancelled: 3 };

describe(`booking lists sorted by status (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  const get = (query: string) => t.request('GET', `${LIST}?${query}`, { token });
  const ids = (res: { body: { data: Booking[] } }) => res.body.data.map((b) => b.booking_id);

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const db = t.database.handle.db;
    const customer = await insertCustomer(db, { customer_name: 'Asha Menon' });
    const category = await insertCategory(db, { service_category_name: 'Plumbing' });
    const vendor = await insertVendor(db, { is_approved: 1 });
    // Each list holds every status, two of them twice; the flags as the first match reads them.
    const flags = [
      {},
      { is_booked: 1 },
      { is_cancelled: 1, is_booked: 1 },
      { is_completed: 1, is_booked: 1 },
      {},
      { is_cancelled: 1, is_completed: 1 },
      { is_booked: 1 },
    ] as const;
    for (const vendor_id of [null, vendor.vendor_id]) {
      for (const flag of flags) await insertBooking(db, customer, category, { vendor_id, ...flag });
    }
  });
  afterAll(() => t.close());

  describe.each(['assigned=0', 'assigned=1', 'q=asha'])('?%s', (list) => {
    it.each(['asc', 'desc'] as const)(
      'orders %s by status, Pending to Cancelled, ties by booking_id',
      async (direction) => {
        const res = await get(`${list}&sort=${direction === 'desc' ? '-' : ''}status`);
        expect(res.status).toBe(200);
        const rows = bookingListResponseSchema.parse(res.body).data;
        const keyOf = (b: Booking) => RANK[b.status];
        expect(hasTies(rows, keyOf)).toBe(true);
        expect(new Set(rows.map((b) => b.status))).toEqual(
          new Set(['Pending', 'Booked', 'Completed', 'Cancelled']),
        );
        expect(ids(res)).toEqual(expectedOrder(rows, (b) => b.booking_id, keyOf, direction));
      },
    );

    it('pages as its unpaged list', async () => {
      for (const sort of ['status', '-status']) {
        const all = ids(await get(`${list}&sort=${sort}`));
        const pages: number[] = [];
        for (let offset = 0; offset < all.length; offset += 3) {
          pages.push(...ids(await get(`${list}&sort=${sort}&limit=3&offset=${offset}`)));
        }
        expect(pages, sort).toEqual(all);
      }
    });
  });

  it('reads a Completed booking that was cancelled as Cancelled, after every Completed one', async () => {
    const rows = (await get('assigned=0&sort=status')).body.data as Booking[];
    expect(rows.map((b) => b.status)).toEqual([
      'Pending',
      'Pending',
      'Booked',
      'Booked',
      'Completed',
      'Cancelled',
      'Cancelled',
    ]);
  });

  it.each(['statuses', '--status', 'is_cancelled', 'Status'])(
    'refuses sort=%s with 400 naming the fields, and changes nothing',
    async (sort) => {
      const before = await rowCounts(t.database.handle.db);
      const res = await get(`assigned=0&sort=${sort}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.stringContaining('status') });
      expect(await rowCounts(t.database.handle.db)).toEqual(before);
    },
  );
});
