import {
  type CustomerPayment,
  customerPaymentListResponseSchema,
  customerPaymentsResponseSchema,
  type VendorPayment,
  vendorPaymentListResponseSchema,
} from '@seva/contract';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerPaymentsTable, CustomersTable } from '../../db/schema/marketplace-tables';
import {
  ADDRESS,
  insertBooking,
  insertCategory,
  insertCustomer,
  insertCustomerPayment,
  insertVendor,
  insertVendorPayment,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const DATA = '/api/v1/admin/data';

describe(`payments (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let asha: Selectable<CustomersTable>;
  let ravi: Selectable<CustomersTable>;
  let lonely: Selectable<CustomersTable>;
  const payments: Selectable<CustomerPaymentsTable>[] = [];
  let vendorId: number;
  const get = (path: string) => t.request('GET', `${DATA}/${path}`, { token });

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const db = t.database.handle.db;
    const plumbing = await insertCategory(db, { service_category_name: 'Plumbing' });
    const vendor = await insertVendor(db, { vendor_name: 'Kumar Plumbing', is_approved: 1 });
    vendorId = vendor.vendor_id;
    asha = await insertCustomer(db, { customer_name: 'Asha Menon' });
    ravi = await insertCustomer(db, { customer_name: 'Ravi Sharma' });
    lonely = await insertCustomer(db, { customer_name: 'Nobody Paid' });
    // Amounts at the edges of paisa precision; dates out of id order.
    const plan: [typeof asha, number, string][] = [
      [asha, 1299.5, '2026-03-01T10:15:00.000Z'],
      [ravi, 0.01, '2026-05-20T08:00:00.000Z'],
      [asha, 99_999_999.99, '2026-04-11T18:45:00.000Z'],
      [ravi, 19.99, '2026-01-02T00:00:00.000Z'],
    ];
    for (const [customer, amount, date] of plan) {
      const booking = await insertBooking(db, customer, plumbing, {
        vendor_id: vendor.vendor_id,
        service_price: amount,
      });
      payments.push(await insertCustomerPayment(db, booking, { payment_amount: amount, payment_date: date }));
    }
    await insertVendorPayment(db, vendor, {
      price: 1299.5,
      payment_date: '2026-02-01T00:00:00.000Z',
      plan_name: 'Gold',
    });
    const other = await insertVendor(db, { vendor_name: 'Sharma Electricals', is_approved: 1 });
    await insertVendorPayment(db, other, {
      price: 0.01,
      payment_date: '2026-06-01T00:00:00.000Z',
      plan_name: 'Silver',
    });
  });
  afterAll(() => t.close());

  const byDateDesc = (rows: Selectable<CustomerPaymentsTable>[]) =>
    [...rows].sort((a, b) => b.payment_date.localeCompare(a.payment_date)).map((p) => p.payment_id);

  describe('GET allpaymentdetails', () => {
    it('lists every customer payment, newest first, with its customer, booking and service, amounts exact to the paisa', async () => {
      const res = await get('allpaymentdetails');
      expect(res.status).toBe(200);
      expect(customerPaymentListResponseSchema.parse(res.body)).toEqual(res.body);
      const data = res.body.data as CustomerPayment[];
      expect(data.map((p) => p.payment_id)).toEqual(byDateDesc(payments));
      expect(data.map((p) => p.payment_amount)).toEqual([0.01, 99_999_999.99, 1299.5, 19.99]);
      expect(data.map((p) => p.service_price)).toEqual([0.01, 99_999_999.99, 1299.5, 19.99]);
      const first = data.find((p) => p.payment_amount === 1299.5)!;
      expect(first).toEqual({
        payment_id: payments[0]!.payment_id,
        booking_id: payments[0]!.booking_id,
        customer_id: asha.customer_id,
        customer_name: 'Asha Menon',
        mobile: asha.mobile,
        customer_country: 'India',
        gender: 'Female',
        customer_address: ADDRESS,
        customer_email: asha.customer_email,
        vendor_id: vendorId,
        service_cat_id: expect.any(Number),
        service_category_name: 'Plumbing',
        service_desc: 'Kitchen sink leaking',
        service_price: 1299.5,
        service_category_url: expect.any(String),
        payment_amount: 1299.5,
        payment_date: '2026-03-01T10:15:00.000Z',
        payment_ref_no: payments[0]!.payment_ref_no,
        refunded_amount: 0,
        refundable_amount: 1299.5,
        refund_status: 'none',
      });
    });

    it("shows a payment's refunds as soon as they move, page after page (the cached rows follow them)", async () => {
      const paymentId = payments[0]!.payment_id;
      const shown = async () =>
        ((await get('allpaymentdetails?limit=10')).body.data as CustomerPayment[]).find(
          (p) => p.payment_id === paymentId,
        );
      const counters = (refund_reserved_paise: number, refunded_paise: number) =>
        t.database.handle.db
          .updateTable('customer_payments')
          .set({ refund_reserved_paise, refunded_paise })
          .where('payment_id', '=', paymentId)
          .execute();
      expect(await shown()).toMatchObject({ refund_status: 'none', refundable_amount: 1299.5 });
      for (const [reserved, refunded, expected] of [
        [50_000, 0, { refund_status: 'pending', refunded_amount: 0, refundable_amount: 799.5 }],
        [50_000, 50_000, { refund_status: 'partial', refunded_amount: 500, refundable_amount: 799.5 }],
        [129_950, 129_950, { refund_status: 'full', refunded_amount: 1299.5, refundable_amount: 0 }],
        [0, 0, { refund_status: 'none', refunded_amount: 0, refundable_amount: 1299.5 }],
      ] as const) {
        await counters(reserved, refunded);
        expect(await shown()).toMatchObject(expected);
      }
    });

    it('searches customer_name, pages and counts', async () => {
      const sharma = await get('allpaymentdetails?q=sharma&limit=1');
      expect(sharma.body.total).toBe(2);
      expect(sharma.body.data.map((p: CustomerPayment) => p.payment_amount)).toEqual([0.01]);
      const next = await get('allpaymentdetails?q=sharma&limit=1&offset=1');
      expect(next.body.data.map((p: CustomerPayment) => p.payment_amount)).toEqual([19.99]);
      const page = await get('allpaymentdetails?limit=2&offset=2');
      expect(page.body.total).toBe(4);
      expect(page.body.data.map((p: CustomerPayment) => p.payment_id)).toEqual(byDateDesc(payments).slice(2));
      expect((await get('allpaymentdetails?q=zzz&limit=5')).body).toEqual({
        success: true,
        data: [],
        total: 0,
      });
    });

    it('answers a page exactly as the same slice of the unpaged list, in every order', async () => {
      for (const sort of ['', '&sort=payment_amount', '&sort=-payment_id']) {
        const all = (await get(`allpaymentdetails?${sort}`)).body.data;
        for (const offset of [0, 1, 3]) {
          const page = await get(`allpaymentdetails?limit=2&offset=${offset}${sort}`);
          expect(page.body.data).toEqual(all.slice(offset, offset + 2));
        }
      }
    });

    it('sorts by amount when asked', async () => {
      const res = await get('allpaymentdetails?sort=payment_amount');
      expect(res.body.data.map((p: CustomerPayment) => p.payment_amount)).toEqual([
        0.01, 19.99, 1299.5, 99_999_999.99,
      ]);
    });

    it.each(['limit=-1', 'sort=secret', 'offset=1.5'])('refuses ?%s with 400', async (q) => {
      expect((await get(`allpaymentdetails?${q}`)).status).toBe(400);
    });
  });

  describe('GET paymentdetails/{id}', () => {
    it("answers one customer's payments only, newest first", async () => {
      const res = await get(`paymentdetails/${asha.customer_id}`);
      expect(res.status).toBe(200);
      expect(customerPaymentsResponseSchema.parse(res.body)).toEqual(res.body);
      expect(res.body.data.map((p: CustomerPayment) => p.payment_amount)).toEqual([99_999_999.99, 1299.5]);
      expect(res.body.data.every((p: CustomerPayment) => p.customer_id === asha.customer_id)).toBe(true);
      const theirs = await get(`paymentdetails/${ravi.customer_id}`);
      expect(theirs.body.data.map((p: CustomerPayment) => p.payment_amount)).toEqual([0.01, 19.99]);
    });

    it('answers an empty array for a customer without payments, 404 for an unknown one, 400 for a bad id', async () => {
      expect((await get(`paymentdetails/${lonely.customer_id}`)).body).toEqual({ success: true, data: [] });
      const unknown = await get('paymentdetails/999999');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ success: false, message: 'Customer not found' });
      for (const bad of ['abc', '0', '12345678901'])
        expect((await get(`paymentdetails/${bad}`)).status).toBe(400);
    });
  });

  describe('GET getvendorpaymentdetails', () => {
    it('lists vendor payments newest first with payment_details, prices exact to the paisa', async () => {
      const res = await get('getvendorpaymentdetails');
      expect(res.status).toBe(200);
      expect(vendorPaymentListResponseSchema.parse(res.body)).toEqual(res.body);
      const data = res.body.data as VendorPayment[];
      expect(data.map((p) => p.vendor_name)).toEqual(['Sharma Electricals', 'Kumar Plumbing']);
      expect(data[1]).toEqual({
        payment_id: expect.any(Number),
        subscription_id: expect.any(Number),
        vendor_id: vendorId,
        vendor_name: 'Kumar Plumbing',
        vendor_email: expect.any(String),
        name_of_bussiness: expect.any(String),
        payment_date: '2026-02-01T00:00:00.000Z',
        payment_details: {
          provider_payment_id: expect.stringMatching(/^pay_/),
          provider_signature: expect.any(String),
          renewal_date: expect.any(String),
          plan_name: 'Gold',
          price: 1299.5,
        },
      });
      expect(data[0]!.payment_details.price).toBe(0.01);
    });

    it('searches vendor_name and pages', async () => {
      const res = await get('getvendorpaymentdetails?q=KUMAR&limit=10');
      expect(res.body.total).toBe(1);
      expect(res.body.data.map((p: VendorPayment) => p.vendor_name)).toEqual(['Kumar Plumbing']);
      const page = await get('getvendorpaymentdetails?limit=1&offset=1');
      expect(page.body.total).toBe(2);
      expect(page.body.data.map((p: VendorPayment) => p.vendor_name)).toEqual(['Kumar Plumbing']);
      expect((await get('getvendorpaymentdetails?sort=nope')).status).toBe(400);
    });
  });
});
