import type { SubscriptionPlan } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPlan, insertVendor, insertVendorPayment } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

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
  const count = async (table: 'subscriptions' | 'audit_log') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

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

  it.each(badBodies)('refuses an insert with %s: 400 and nothing written', async (_, change, message) => {
    const [before, auditBefore] = [await count('subscriptions'), await count('audit_log')];
    const res = await insert({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
    expect(await count('subscriptions')).toBe(before);
    expect(await count('audit_log')).toBe(auditBefore);
  });

  it('refuses a duplicate name in any case with 409, on insert and on rename', async () => {
    const gold = await insertPlan(db(), { subscription_name: 'Gold' });
    const other = await insertPlan(db(), { subscription_name: 'Bronze' });
    const before = await count('subscriptions');
    const duplicate = await insert({ ...valid, subscription_name: 'GOLD' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('A subscription plan named "GOLD" already exists');
    const renamed = await update({
      ...valid,
      subscription_id: other.subscription_id,
      subscription_name: 'gold',
    });
    expect(renamed.status).toBe(409);
    expect(await count('subscriptions')).toBe(before);
    const own = await update({ ...valid, subscription_id: gold.subscription_id, subscription_name: 'GOLD' });
    expect(own.status).toBe(200);
  });

  it('lets only one of several admins saving the same new name at once have it', async () => {
    const before = [await count('subscriptions'), await count('audit_log')];
    const results = await Promise.all(
      ['Platinum', 'PLATINUM', 'platinum', 'Platinum', 'PlAtInUm', 'platinum'].map((name) =>
        insert({ ...valid, subscription_name: name }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body.message).toMatch(/^A subscription plan named "platinum" already exists$/i);
    }
    expect([await count('subscriptions'), await count('audit_log')]).toEqual([
      before[0]! + 1,
      before[1]! + 1,
    ]);

    const plans = await Promise.all(
      ['Copper', 'Zinc', 'Tin'].map((n) => insertPlan(db(), { subscription_name: n })),
    );
    const renames = await Promise.all(
      plans.map((plan) =>
        update({ ...valid, subscription_id: plan.subscription_id, subscription_name: 'Alloy' }),
      ),
    );
    expect(renames.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('answers 404 for unknown plans and 400 for ids that are not ids', async () => {
    const missing = await update({ ...valid, subscription_id: 987654 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Subscription plan not found');
    expect((await remove(987654)).status).toBe(404);
    expect((await remove('-1')).status).toBe(400);
  });

  it('refuses to delete a plan that vendors hold, with the reason, and keeps it', async () => {
    const plan = await insertPlan(db(), { subscription_name: 'Diamond' });
    await insertVendor(db(), { subscription_id: plan.subscription_id, subscription_status: 'active' });
    await insertVendor(db(), { subscription_id: plan.subscription_id, subscription_status: 'active' });
    const auditBefore = await count('audit_log');

    const refused = await remove(plan.subscription_id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      message: '"Diamond" cannot be deleted: 2 vendors hold it.',
    });
    expect((await get()).body.data.map((p: SubscriptionPlan) => p.subscription_id)).toContain(
      plan.subscription_id,
    );
    expect(await count('audit_log')).toBe(auditBefore);
  });

  it('refuses to delete a plan that vendors have paid for', async () => {
    const plan = await insertPlan(db(), { subscription_name: 'Ruby' });
    const vendor = await insertVendor(db());
    await insertVendorPayment(db(), vendor, { subscription_id: plan.subscription_id });
    const refused = await remove(plan.subscription_id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^"Ruby" cannot be deleted: vendors have held it/);
  });

  const routes: [string, string, unknown?][] = [
    ['GET', '/api/v1/admin/data/getSUBSCRIPTIONS'],
    ['POST', '/api/v1/admin/data/insertSUBSCRIPTIONS', valid],
    ['PUT', '/api/v1/admin/data/updateSUBSCRIPTIONS', { ...valid, subscription_id: 1 }],
    ['DELETE', '/api/v1/admin/data/deleteSUBSCRIPTIONS/1'],
  ];

  it.each(routes)('%s %s without a token → 401 and nothing written', async (method, url, body) => {
    const before = await count('subscriptions');
    const res = await t.request(method, url, { body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'No authentication token found' });
    expect((await t.request(method, url, { body, token: 'nope' })).status).toBe(401);
    expect(await count('subscriptions')).toBe(before);
  });
});
