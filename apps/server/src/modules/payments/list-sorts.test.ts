import type { CustomerPayment, VendorPayment } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertBooking,
  insertCategory,
  insertCustomer,
  insertCustomerPayment,
  insertVendor,
  insertVendorPayment,
} from '../../test/factories';
import { expectedOrder, hasMissing, hasTies, type SortKey } from '../../test/list-order';
import { rowCounts } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

type Payment = CustomerPayment | VendorPayment;

/** The payment list sorts added for issue 37, each with the value a payment shows for it. */
const SORTS: [path: string, field: string, keyOf: (p: Payment) => SortKey][] = [
  ['getvendorpaymentdetails', 'renewal_date', (p) => (p as VendorPayment).payment_details.renewal_date],
  ['getvendorpaymentdetails', 'plan_name', (p) => (p as VendorPayment).payment_details.plan_name],
  ['allpaymentdetails', 'service_category_name', (p) => (p as CustomerPayment).service_category_name],
];

describe(`payment list sorts (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  const get = (path: string) => t.request('GET', `/api/v1/admin/data/${path}`, { token });
  const ids = (res: { body: { data: Payment[] } }) => res.body.data.map((p) => p.payment_id);

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const db = t.database.handle.db;
    const vendor = await insertVendor(db, { vendor_name: 'Kumar Plumbing', is_approved: 1 });
    // Two renewing on the same day, one without a renewal date; two Gold plans.
    const vendorPayments: [string | null, string][] = [
      ['2026-09-01T00:00:00.000Z', 'Silver'],
      ['2026-07-15T00:00:00.000Z', 'Gold'],
      [null, 'Platinum'],
      ['2026-09-01T00:00:00.000Z', 'Gold'],
    ];
    for (const [renewal, plan] of vendorPayments) {
      await insertVendorPayment(db, vendor, { renewal_date: renewal, plan_name: plan });
    }
    const customer = await insertCustomer(db, { customer_name: 'Asha Menon' });
    const plumbing = await insertCategory(db, { service_category_name: 'Plumbing' });
    const cleaning = await insertCategory(db, { service_category_name: 'Cleaning' });
    for (const [category, name] of [
      [plumbing, 'Plumbing'],
      [cleaning, 'Cleaning'],
      [plumbing, null],
      [plumbing, 'Plumbing'],
    ] as const) {
      const booking = await insertBooking(db, customer, category, { vendor_id: vendor.vendor_id });
      await insertCustomerPayment(db, booking, { service_category_name: name });
    }
  });
  afterAll(() => t.close());

  describe.each(SORTS)('GET %s?sort=%s', (path, field, keyOf) => {
    it.each(['asc', 'desc'] as const)(
      'orders %s by the value shown, missing last, ties by payment_id',
      async (direction) => {
        const res = await get(`${path}?sort=${direction === 'desc' ? '-' : ''}${field}`);
        expect(res.status).toBe(200);
        const rows = res.body.data as Payment[];
        expect(rows).toHaveLength(4);
        expect(hasTies(rows, keyOf)).toBe(true);
        if (field !== 'plan_name') expect(hasMissing(rows, keyOf)).toBe(true);
        expect(ids(res)).toEqual(expectedOrder(rows, (p) => p.payment_id, keyOf, direction));
      },
    );

    it('pages as its unpaged list', async () => {
      for (const sort of [field, `-${field}`]) {
        const all = ids(await get(`${path}?sort=${sort}`));
        const pages: number[] = [];
        for (let offset = 0; offset < all.length; offset += 3) {
          pages.push(...ids(await get(`${path}?sort=${sort}&limit=3&offset=${offset}`)));
        }
        expect(pages, sort).toEqual(all);
      }
    });

    it('refuses an unknown sort with 400 naming the fields, and changes nothing', async () => {
      const before = await rowCounts(t.database.handle.db);
      for (const bad of [`${field}s`, `--${field}`, 'payment_details.renewal_date']) {
        const res = await get(`${path}?sort=${bad}`);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, message: expect.stringContaining(field) });
      }
      expect(await rowCounts(t.database.handle.db)).toEqual(before);
    });
  });
});
