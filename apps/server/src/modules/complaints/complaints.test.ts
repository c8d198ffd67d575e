import { AuthMessages } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  daysFromNow,
  insertCustomer,
  insertCustomerComplaint,
  insertVendor,
  insertVendorComplaint,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const VENDOR_LIST = '/api/v1/admin/data/getvendorscomplaints';
const CUSTOMER_LIST = '/api/v1/admin/data/getCUSTOMERCOMPLAINTS';

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

  it('lists vendor complaints newest first with SPEC §3 fields and a total', async () => {
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
