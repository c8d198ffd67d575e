import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertPlan, insertSubService, insertVendor } from './test/factories';
import { rowCounts } from './test/row-counts';
import { createTestApp, type TestApp } from './test/test-app';
import { testDialect } from './test/test-database';

const NUL = '\u0000';
const VENDOR_LISTS = [
  'vendors',
  'getvendors_approve',
  'getvendors_pending',
  'getvendors_reject',
  'getblockvendors',
  'getVendorsWithSubscription',
  'getVendorsCompletedTrialNoPurchase',
  'getfreetrialvendors',
];
const DATA = '/api/v1/admin/data';

/**
 * Text with a control character is refused at the contract boundary with a 400 naming the field; on
 * PostgreSQL a NUL used to reach the database and answer 500 (packages/contract/src/safe-text.ts).
 */
describe(`control characters in request text (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let ids: { category: number; plan: number; subService: number; vendor: number };
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const category = await insertCategory(db());
    ids = {
      category: category.service_cat_id,
      plan: (await insertPlan(db())).subscription_id,
      subService: (await insertSubService(db(), category)).service_id,
      vendor: (await insertVendor(db())).vendor_id,
    };
  });
  afterAll(() => t.close());

  async function expectRefused(
    method: string,
    path: string,
    field: string,
    body?: unknown,
    withToken = true,
  ): Promise<void> {
    const before = await rowCounts(db());
    const res = await t.request(method, path, { body, token: withToken ? token : undefined });
    expect(res.status, `${method} ${path}`).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(`${field}: must not contain control characters`);
    expect(res.body.errors).toContainEqual({ path: field, message: 'must not contain control characters' });
    expect(await rowCounts(db())).toEqual(before);
  }

  it('in the sign-in email and password', async () => {
    await expectRefused(
      'POST',
      '/api/v1/admin/login',
      'email',
      { email: `a${NUL}@seva.test`, password: 'x' },
      false,
    );
    await expectRefused(
      'POST',
      '/api/v1/admin/login',
      'password',
      { email: 'a@seva.test', password: NUL },
      false,
    );
  });

  it.each(VENDOR_LISTS)('in ?category= and ?name= and ?q= of %s', async (list) => {
    for (const field of ['category', 'name', 'q']) {
      await expectRefused('GET', `${DATA}/${list}?${field}=Plumbing%00`, field);
    }
  });

  it('in the audit filters', async () => {
    for (const field of ['entity', 'entity_id', 'action']) {
      await expectRefused('GET', `/api/v1/admin/audit?${field}=%00vendor`, field);
    }
  });

  it('in the searches of the other lists', async () => {
    for (const list of [
      'getcustomers',
      'getSUBSCRIPTIONS',
      'getSERVICE_CATEGORIES',
      'getvendorscomplaints',
    ]) {
      await expectRefused('GET', `${DATA}/${list}?q=%1B%5B31m`, 'q');
    }
  });

  it('in plan names and descriptions, on insert and update', async () => {
    const plan = { subscription_name: 'Gold', subscription_price: 999, subscription_desc: 'Leads' };
    for (const field of ['subscription_name', 'subscription_desc'] as const) {
      const bad = { ...plan, [field]: `Gold${NUL}` };
      await expectRefused('POST', `${DATA}/insertSUBSCRIPTIONS`, field, bad);
      await expectRefused('PUT', `${DATA}/updateSUBSCRIPTIONS`, field, { ...bad, subscription_id: ids.plan });
    }
  });

  it('in category and sub-service names, descriptions and image URLs', async () => {
    const category = {
      service_category_name: 'Plumbing',
      service_desc: 'Pipes',
      service_category_url: '/uploads/p.png',
    };
    for (const field of ['service_category_name', 'service_desc', 'service_category_url'] as const) {
      const bad = { ...category, [field]: `${category[field]}${NUL}` };
      await expectRefused('POST', `${DATA}/insertSERVICE_CATEGORIES`, field, bad);
      await expectRefused('PUT', `${DATA}/updateSERVICE_CATEGORIES`, field, {
        ...bad,
        service_cat_id: ids.category,
      });
    }
    // An absolute image URL allowed any character but white space and quotes.
    await expectRefused('POST', `${DATA}/insertSERVICE_CATEGORIES`, 'service_category_url', {
      ...category,
      service_category_url: `https://cdn.example.in/a${NUL}.png`,
    });
    const subService = {
      service_cat_id: ids.category,
      service_name: 'Tap repair',
      service_description: 'Fix a tap',
      service_price: 299,
      service_image_url: '/uploads/tap.png',
    };
    for (const field of ['service_name', 'service_description'] as const) {
      const bad = { ...subService, [field]: `x${NUL}` };
      await expectRefused('POST', `${DATA}/insertSERVICES`, field, bad);
      await expectRefused('PUT', `${DATA}/updateSERVICES`, field, { ...bad, service_id: ids.subService });
    }
  });

  it('in the block reason', async () => {
    const body = { vendor_id: ids.vendor, is_blocked: 1, blocked_reason: `Fraud${NUL}` };
    await expectRefused('PUT', `${DATA}/updatevendors`, 'blocked_reason', body);
  });

  it('keeps tab, line feed and carriage return, which multi-line text needs', async () => {
    const res = await t.request('POST', `${DATA}/insertSUBSCRIPTIONS`, {
      token,
      body: {
        subscription_name: 'Multi-line',
        subscription_price: 0,
        subscription_desc: 'One\tTwo\r\nThree',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.subscription_desc).toBe('One\tTwo\r\nThree');
  });
});
