import { AuthMessages } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDepsOf } from '../../lib/service-deps';
import {
  daysFromNow,
  insertCustomer,
  insertCustomerComplaint,
  insertVendor,
  insertVendorComplaint,
} from '../../test/factories';
import { parseCsv } from '../../test/parse-csv';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { createComplaintService } from './service';

const VENDOR_LIST = '/api/v1/admin/data/getvendorscomplaints';
const CUSTOMER_LIST = '/api/v1/admin/data/getCUSTOMERCOMPLAINTS';

/** A complaint nobody has touched yet: open, unassigned, unanswered, within its targets. */
const newWorkflow = {
  status: 'open',
  assignee_id: null,
  assignee_name: null,
  first_response_at: null,
  resolved_at: null,
  resolution_note: null,
  first_response_due_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
  resolution_due_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
  service_level: expect.stringMatching(/^(on_track|near|missed)$/),
};

describe(`complaint lists on ${testDialect}`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const db = t.database.handle.db;
    const ravi = await insertVendor(db, { vendor_name: 'Ravi Kulkarni', vendor_email: 'ravi@example.in' });
    const meena = await insertVendor(db, { vendor_name: 'Meena Iyer' });
    await insertVendorComplaint(db, ravi, { vend_comp_desc: 'Payout late', vend_comp_date: daysFromNow(-3) });
    await insertVendorComplaint(db, meena, {
      vend_comp_desc: 'Wrong leads',
      vend_comp_date: daysFromNow(-1),
    });
    await insertVendorComplaint(db, ravi, { vend_comp_desc: 'App crash', vend_comp_date: daysFromNow(-2) });
    const asha = await insertCustomer(db, {
      customer_name: 'Asha Deshpande',
      customer_email: 'asha@example.in',
    });
    const kiran = await insertCustomer(db, { customer_name: 'Kiran Rao', customer_email: null });
    await insertCustomerComplaint(db, asha, {
      cust_comp_desc: 'Late arrival',
      cust_comp_date: daysFromNow(-5),
    });
    await insertCustomerComplaint(db, kiran, {
      cust_comp_desc: 'Overcharged',
      cust_comp_date: daysFromNow(-4),
    });
  });
  afterAll(() => t.close());

  it('lists vendor complaints newest first with the vendor, the workflow fields and a total', async () => {
    const res = await t.request('GET', VENDOR_LIST, { token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.total).toBe(3);
    expect(res.body.data.map((c: { vend_comp_desc: string }) => c.vend_comp_desc)).toEqual([
      'Wrong leads',
      'App crash',
      'Payout late',
    ]);
    expect(res.body.data[2]).toEqual({
      vend_comp_id: expect.any(Number),
      vendor_id: expect.any(Number),
      vend_comp_desc: 'Payout late',
      vend_comp_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      vendor_name: 'Ravi Kulkarni',
      vendor_email: 'ravi@example.in',
      vendor_mobile: expect.stringMatching(/^\d{10}$/),
      ...newWorkflow,
    });
  });

  it('searches vendor complaints by vendor_name, case-insensitively, short terms included', async () => {
    const long = await t.request('GET', `${VENDOR_LIST}?q=KULK`, { token });
    expect(long.body.data.map((c: { vendor_name: string }) => c.vendor_name)).toEqual([
      'Ravi Kulkarni',
      'Ravi Kulkarni',
    ]);
    expect(long.body.total).toBe(2);
    const short = await t.request('GET', `${VENDOR_LIST}?q=me`, { token });
    expect(short.body.data.map((c: { vendor_name: string }) => c.vendor_name)).toEqual(['Meena Iyer']);
    const none = await t.request('GET', `${VENDOR_LIST}?q=zzz`, { token });
    expect(none.body).toEqual({ success: true, data: [], total: 0 });
  });

  it('pages vendor complaints with limit and offset; total ignores the page', async () => {
    const page = await t.request('GET', `${VENDOR_LIST}?limit=1&offset=1`, { token });
    expect(page.body.data.map((c: { vend_comp_desc: string }) => c.vend_comp_desc)).toEqual(['App crash']);
    expect(page.body.total).toBe(3);
    const past = await t.request('GET', `${VENDOR_LIST}?limit=2&offset=10`, { token });
    expect(past.body.data).toEqual([]);
  });

  it('lists, searches and pages customer complaints', async () => {
    const all = await t.request('GET', CUSTOMER_LIST, { token });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.data[0]).toEqual({
      cust_comp_id: expect.any(Number),
      customer_id: expect.any(Number),
      cust_comp_desc: 'Overcharged',
      cust_comp_date: expect.any(String),
      customer_name: 'Kiran Rao',
      customer_email: null,
      mobile: expect.stringMatching(/^\d{10}$/),
      ...newWorkflow,
    });
    const searched = await t.request('GET', `${CUSTOMER_LIST}?q=deshp`, { token });
    expect(searched.body.data.map((c: { cust_comp_desc: string }) => c.cust_comp_desc)).toEqual([
      'Late arrival',
    ]);
    const paged = await t.request('GET', `${CUSTOMER_LIST}?limit=1&offset=1`, { token });
    expect(paged.body.data.map((c: { cust_comp_desc: string }) => c.cust_comp_desc)).toEqual([
      'Late arrival',
    ]);
  });

  it('refuses bad paging with 400 and a message naming the field', async () => {
    for (const query of ['limit=0', 'limit=abc', 'offset=-1', 'limit=1001']) {
      const res = await t.request('GET', `${VENDOR_LIST}?${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/limit|offset/);
    }
  });

  it('filters by status and counts the matches; sort=-age lists oldest first', async () => {
    const db = t.database.handle.db;
    const [oldest] = await db
      .selectFrom('vendor_complaints')
      .select('vend_comp_id')
      .where('vend_comp_desc', '=', 'Payout late')
      .execute();
    await db
      .updateTable('vendor_complaints')
      .set({ status: 'in_progress' })
      .where('vend_comp_id', '=', oldest?.vend_comp_id ?? 0)
      .execute();
    const working = await t.request('GET', `${VENDOR_LIST}?status=in_progress`, { token });
    expect(working.body.data.map((c: { vend_comp_desc: string }) => c.vend_comp_desc)).toEqual([
      'Payout late',
    ]);
    expect(working.body.total).toBe(1);
    const open = await t.request('GET', `${VENDOR_LIST}?status=open&limit=1`, { token });
    expect(open.body.data.map((c: { vend_comp_desc: string }) => c.vend_comp_desc)).toEqual(['Wrong leads']);
    expect(open.body.total).toBe(2);
    const resolved = await t.request('GET', `${CUSTOMER_LIST}?status=resolved`, { token });
    expect(resolved.body).toEqual({ success: true, data: [], total: 0 });

    const oldestFirst = await t.request('GET', `${VENDOR_LIST}?sort=-age`, { token });
    expect(oldestFirst.body.data.map((c: { vend_comp_desc: string }) => c.vend_comp_desc)).toEqual([
      'Payout late',
      'App crash',
      'Wrong leads',
    ]);
    const youngestFirst = await t.request('GET', `${VENDOR_LIST}?sort=age&limit=2`, { token });
    expect(youngestFirst.body.data.map((c: { vend_comp_desc: string }) => c.vend_comp_desc)).toEqual([
      'Wrong leads',
      'App crash',
    ]);
    for (const query of ['status=closed', 'sort=name', 'sort=--age']) {
      const res = await t.request('GET', `${VENDOR_LIST}?${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(res.body.message).toMatch(/status|sort/);
    }
  });

  it('exports the workflow columns in the CSV, filtered by status', async () => {
    const res = await t.request('GET', `${VENDOR_LIST}?format=csv&status=in_progress`, { token });
    expect(res.status).toBe(200);
    const csv = parseCsv(typeof res.body === 'string' ? res.body : JSON.stringify(res.body));
    expect(csv.header).toEqual(
      expect.arrayContaining([
        'status',
        'assignee_name',
        'first_response_at',
        'resolved_at',
        'service_level',
      ]),
    );
    expect(csv.records).toHaveLength(1);
    expect(csv.records[0]).toMatchObject({ vend_comp_desc: 'Payout late', status: 'in_progress' });
  });

  it("computes due times and badges at the service's clock", async () => {
    const db = t.database.handle.db;
    const made = Date.parse('2026-11-20T04:30:00.000Z');
    const vendor = await insertVendor(db, { vendor_name: 'Clock Test Vendor' });
    await insertVendorComplaint(db, vendor, { vend_comp_date: new Date(made).toISOString() });
    const HOUR = 3_600_000;
    let now = made + HOUR;
    const service = createComplaintService({ ...serviceDepsOf(t.app), clock: () => now });
    const levelNow = async () => {
      const body = await service.vendorComplaints({ q: 'Clock Test' }, { limit: 10 });
      return JSON.parse(String(body)).data[0];
    };
    expect(await levelNow()).toMatchObject({
      first_response_due_at: new Date(made + 4 * HOUR).toISOString(),
      resolution_due_at: new Date(made + 48 * HOUR).toISOString(),
      service_level: 'on_track',
    });
    now = made + 3.5 * HOUR;
    expect((await levelNow()).service_level).toBe('near');
    now = made + 4.5 * HOUR;
    expect((await levelNow()).service_level).toBe('missed');
  });

  it('refuses both lists without a token or with a bad one (401)', async () => {
    for (const path of [VENDOR_LIST, CUSTOMER_LIST]) {
      const none = await t.request('GET', path);
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ success: false, message: AuthMessages.noToken });
      const bad = await t.request('GET', path, { token: 'not-a-token' });
      expect(bad.status).toBe(401);
      expect(bad.body.message).toBe(AuthMessages.invalidToken);
    }
  });
});
