import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInChunks } from '../../db/driver/insert-in-chunks';
import {
  insertBooking,
  insertCategory,
  insertCustomer,
  insertCustomerPayment,
  insertReview,
  insertVendor,
  insertVendorComplaint,
  insertVendorPayment,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { STREAM_BATCH_ROWS } from './streamed-list';

/** More than two batches, so that the stream's batch boundaries are crossed. */
const ROWS = STREAM_BATCH_ROWS * 2 + 7;
const PAGE = 400;

/** A row's columns for inserting copies: without its key and PostgreSQL's generated search text. */
function copyable<R extends object, K extends keyof R>(row: R, key: K): Omit<R, K> {
  const { [key]: _key, ...rest } = row;
  delete (rest as { search_text?: unknown }).search_text;
  return rest;
}

describe(`lists without limit are streamed, with the same items as their pages (${testDialect})`, () => {
  let t: TestApp;
  let token: string;

  const get = (path: string) => t.request('GET', path, { token });

  /** Every item of the list, page by page, as the web app reads it. */
  async function walkPages(path: string): Promise<unknown[]> {
    const items: unknown[] = [];
    const join = path.includes('?') ? '&' : '?';
    for (let offset = 0; ; offset += PAGE) {
      const res = await get(`${path}${join}limit=${PAGE}&offset=${offset}`);
      expect(res.status).toBe(200);
      items.push(...res.body.data);
      if (res.body.data.length < PAGE) return items;
    }
  }

  /** The list without limit: streamed, with the items of its pages; a `total` only where `withTotal`. */
  async function expectStreamedLikePages(path: string, expectedCount: number, withTotal = false) {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.body.success).toBe(true);
    if (withTotal) expect(res.body.total).toBe(expectedCount);
    else expect(res.body).not.toHaveProperty('total');
    expect(res.body.data).toHaveLength(expectedCount);
    expect(res.body.data).toEqual(await walkPages(path));
  }

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const { db, dialect } = t.database.handle;
    const template = await insertVendor(db, { is_approved: 1 });
    const columns = copyable(template, 'vendor_id');
    await insertInChunks(
      db,
      dialect,
      'vendors',
      Array.from({ length: ROWS - 1 }, (_, i) => ({
        ...columns,
        vendor_name: `Streamed Vendor ${i}`,
        vendor_email: `streamed${i}@example.in`,
        vendor_mobile: `7${String(i).padStart(9, '0')}`,
      })),
    );

    const category = await insertCategory(db);
    const customer = await insertCustomer(db);
    const booking = await insertBooking(db, customer, category, { vendor_id: template.vendor_id });
    await insertReview(db, booking);
    await insertCustomerPayment(db, booking);
    const bookingColumns = copyable(booking, 'booking_id');
    await insertInChunks(
      db,
      dialect,
      'customer_service_bookings',
      Array.from({ length: ROWS - 1 }, (_, i) => ({
        ...bookingColumns,
        // Every third one unassigned, so both lists span batches.
        vendor_id: i % 3 === 0 ? null : template.vendor_id,
        assigned_at: i % 3 === 0 ? null : bookingColumns.assigned_at,
      })),
    );
    await insertInChunks(
      db,
      dialect,
      'customers',
      Array.from({ length: ROWS - 1 }, (_, i) => ({
        ...copyable(customer, 'customer_id'),
        customer_name: `Streamed Customer ${i}`,
        mobile: `6${String(i).padStart(9, '0')}`,
        customer_email: `streamed.customer${i}@example.in`,
      })),
    );
    const vendorPayment = await insertVendorPayment(db, template);
    await insertInChunks(
      db,
      dialect,
      'vendor_payments',
      Array.from({ length: ROWS - 1 }, (_, i) => ({
        ...copyable(vendorPayment, 'payment_id'),
        provider_payment_id: `pay_streamed${String(i).padStart(6, '0')}`,
      })),
    );
    const payment = await t.database.handle.db
      .selectFrom('customer_payments')
      .selectAll()
      .executeTakeFirstOrThrow();
    const paymentColumns = copyable(payment, 'payment_id');
    await insertInChunks(
      db,
      dialect,
      'customer_payments',
      Array.from({ length: ROWS - 1 }, (_, i) => ({
        ...paymentColumns,
        payment_ref_no: `STREAM${String(i).padStart(6, '0')}`,
      })),
    );
    const complaint = await insertVendorComplaint(db, template);
    await insertInChunks(
      db,
      dialect,
      'vendor_complaints',
      Array.from({ length: ROWS - 1 }, (_, i) => ({
        ...copyable(complaint, 'vend_comp_id'),
        vend_comp_desc: `Streamed complaint ${i}`,
      })),
    );
  });

  afterAll(() => t.close());

  it('Approved vendors', async () => {
    await expectStreamedLikePages('/api/v1/admin/data/getvendors_approve', ROWS);
  });

  it('the Vendor List, sorted by name', async () => {
    await expectStreamedLikePages('/api/v1/admin/data/vendors?view=all&sort=vendor_name', ROWS);
  });

  it('Service Requests and Assigned bookings, with their vendors’ review counts', async () => {
    const unassigned = Math.ceil((ROWS - 1) / 3);
    await expectStreamedLikePages('/api/v1/admin/data/getcustomerservicedetails?assigned=0', unassigned);
    await expectStreamedLikePages(
      '/api/v1/admin/data/getcustomerservicedetails?assigned=1',
      ROWS - unassigned,
    );
    const assigned = await get('/api/v1/admin/data/getcustomerservicedetails?assigned=1');
    expect(new Set(assigned.body.data.map((b: { review_count: number }) => b.review_count))).toEqual(
      new Set([1]),
    );
  });

  it('customer payments, searched', async () => {
    await expectStreamedLikePages('/api/v1/admin/data/allpaymentdetails', ROWS);
    await expectStreamedLikePages(
      `/api/v1/admin/data/allpaymentdetails?q=${encodeURIComponent('Customer')}`,
      ROWS,
    );
  });

  it('customers and vendor payments', async () => {
    await expectStreamedLikePages('/api/v1/admin/data/getcustomers', ROWS);
    await expectStreamedLikePages('/api/v1/admin/data/getcustomers?sort=customer_name', ROWS);
    await expectStreamedLikePages('/api/v1/admin/data/getvendorpaymentdetails', ROWS);
  });

  it.each([
    ['vendor complaints', '/api/v1/admin/data/getvendorscomplaints'],
    ['the chat screen’s vendors', '/api/v1/chat/vendors'],
  ])('%s, which answer their total without limit too', async (_name, path) => {
    await expectStreamedLikePages(path, ROWS, true);
  });

  it('vendor complaints past the end: no items, with the total', async () => {
    const past = await get(`/api/v1/admin/data/getvendorscomplaints?offset=${ROWS + 5}`);
    expect(past.body).toEqual({ success: true, data: [], total: ROWS });
  });

  it('an empty match is an empty list', async () => {
    const res = await get('/api/v1/admin/data/allpaymentdetails?q=nobody-has-this-name');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: [] });
  });
});
