import type { SubscriptionPlan } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPlan, insertVendor, insertVendorPayment } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { auditedCrudSuite } from '../audit/audited-crud-suite';

describe(`subscription plans: insert, get, update, delete (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  const db = () => t.database.handle.db;
  const insert = (body: unknown) =>
    t.request('POST', '/api/v1/admin/data/insertSUBSCRIPTIONS', { body, token });
  const update = (body: unknown) =>
    t.request('PUT', '/api/v1/admin/data/updateSUBSCRIPTIONS', { body, token });
  const remove = (id: number | string) =>
    t.request('DELETE', `/api/v1/admin/data/deleteSUBSCRIPTIONS/${id}`, { token });
  const get = (query = '') => t.request('GET', `/api/v1/admin/data/getSUBSCRIPTIONS${query}`, { token });
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  const valid = {
    subscription_name: 'Silver',
    subscription_price: 499.5,
    subscription_desc: '30 days of leads',
  };

  it('adds a plan, lists it, updates it and deletes it, auditing each step', async () => {
    const added = await insert({ ...valid, subscription_name: ' Platinum ', subscription_price: 2999.99 });
    expect(added.status).toBe(201);
    const plan = added.body.data as SubscriptionPlan;
    expect(plan).toMatchObject({
      subscription_name: 'Platinum',
      subscription_price: 2999.99,
      subscription_desc: '30 days of leads',
    });
    expect((await get()).body.data).toContainEqual(plan);

    const updated = await update({
      subscription_id: plan.subscription_id,
      subscription_name: 'Platinum Plus',
      subscription_price: 3499,
      subscription_desc: '120 days of leads',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      subscription_id: plan.subscription_id,
      subscription_name: 'Platinum Plus',
      subscription_price: 3499,
      subscription_desc: '120 days of leads',
    });

    const deleted = await remove(plan.subscription_id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Subscription plan deleted' });
    expect((await get()).body.data.map((p: SubscriptionPlan) => p.subscription_id)).not.toContain(
      plan.subscription_id,
    );

    const actions = await db()
      .selectFrom('audit_log')
      .select(['action', 'admin_id'])
      .where('entity', '=', 'subscription')
      .where('entity_id', '=', String(plan.subscription_id))
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'subscription.created', admin_id: t.adminId },
      { action: 'subscription.updated', admin_id: t.adminId },
      { action: 'subscription.deleted', admin_id: t.adminId },
    ]);
  });

  it('accepts a free plan (price 0) and searches names with q', async () => {
    const free = await insert({ ...valid, subscription_name: 'Starter Free', subscription_price: 0 });
    expect(free.status).toBe(201);
    expect(free.body.data.subscription_price).toBe(0);
    const found = await get('?q=starter');
    expect(found.body.data.map((p: SubscriptionPlan) => p.subscription_name)).toEqual(['Starter Free']);
  });

  const badBodies: [string, Record<string, unknown>, RegExp][] = [
    ['a blank name', { subscription_name: '  ' }, /subscription_name is required/],
    ['no name', { subscription_name: undefined }, /subscription_name is required/],
    ['a blank description', { subscription_desc: '' }, /subscription_desc is required/],
    ['no price', { subscription_price: undefined }, /subscription_price must be a number/],
    ['a negative price', { subscription_price: -1 }, /subscription_price must be at least 0/],
    ['a price with three decimals', { subscription_price: 99.999 }, /at most two decimals/],
    ['a price in text', { subscription_price: 'free' }, /subscription_price must be a number/],
  ];

  auditedCrudSuite(() => ({ t, token }), {
    entity: 'subscription',
    table: 'subscriptions',
    idField: 'subscription_id',
    nameField: 'subscription_name',
    nameColumn: 'subscription_name',
    paths: {
      list: '/api/v1/admin/data/getSUBSCRIPTIONS',
      insert: '/api/v1/admin/data/insertSUBSCRIPTIONS',
      update: '/api/v1/admin/data/updateSUBSCRIPTIONS',
      remove: (id) => `/api/v1/admin/data/deleteSUBSCRIPTIONS/${id}`,
    },
    messages: {
      notFound: 'Subscription plan not found',
      deleted: 'Subscription plan deleted',
      duplicate: (name) => `A subscription plan named "${name}" already exists`,
    },
    insertBody: (name) => ({ ...valid, subscription_name: name }),
    updateBody: (id, name) => ({ ...valid, subscription_id: id, subscription_name: name }),
    seed: async (db, name) => (await insertPlan(db, { subscription_name: name })).subscription_id,
    invalidInserts: badBodies.map(([label, change, message]) => [
      label,
      400,
      () => ({ ...valid, ...change }),
      message,
    ]),
    refusals: [
      [
        'vendors hold',
        async (db) => {
          const plan = await insertPlan(db, { subscription_name: 'Diamond' });
          for (let i = 0; i < 2; i++) {
            await insertVendor(db, { subscription_id: plan.subscription_id, subscription_status: 'active' });
          }
          return plan.subscription_id;
        },
        '"Diamond" cannot be deleted: 2 vendors hold it.',
      ],
      [
        'vendors have paid for',
        async (db) => {
          const plan = await insertPlan(db, { subscription_name: 'Ruby' });
          await insertVendorPayment(db, await insertVendor(db), { subscription_id: plan.subscription_id });
          return plan.subscription_id;
        },
        /^"Ruby" cannot be deleted: vendors have held it/,
      ],
    ],
  });
});
