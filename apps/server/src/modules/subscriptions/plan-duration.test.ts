import { subscriptionListResponseSchema } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

/** docs/product/partner-api.md#trial-and-plans: plans have a duration in days, 30 unless set. */
describe(`plan duration_days (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let counter = 0;
  const db = () => t.database.handle.db;
  const insert = (body: Record<string, unknown>) =>
    t.request('POST', '/api/v1/admin/data/insertSUBSCRIPTIONS', {
      token,
      body: {
        subscription_name: `Plan ${++counter}`,
        subscription_price: 499,
        subscription_desc: 'Leads',
        ...body,
      },
    });
  const update = (body: Record<string, unknown>) =>
    t.request('PUT', '/api/v1/admin/data/updateSUBSCRIPTIONS', { token, body });
  const stored = (id: number) =>
    db().selectFrom('subscriptions').selectAll().where('subscription_id', '=', id).executeTakeFirstOrThrow();
  const planCount = async () =>
    (await db().selectFrom('subscriptions').select('subscription_id').execute()).length;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it('is 30 days when the add leaves it out, and what it says otherwise', async () => {
    const plain = await insert({});
    expect(plain.status).toBe(201);
    expect(plain.body.data.duration_days).toBe(30);
    const quarterly = await insert({ duration_days: 90 });
    expect(quarterly.body.data.duration_days).toBe(90);
    expect((await stored(quarterly.body.data.subscription_id)).duration_days).toBe(90);

    const list = await t.request('GET', '/api/v1/admin/data/getSUBSCRIPTIONS', { token });
    expect(() => subscriptionListResponseSchema.parse(list.body)).not.toThrow();
    expect(list.body.data.map((p: { duration_days: number }) => p.duration_days)).toEqual([30, 90]);
  });

  it('is changed by an update that names it and kept by one that does not', async () => {
    const plan = (await insert({ duration_days: 60 })).body.data;
    const base = {
      subscription_id: plan.subscription_id,
      subscription_name: plan.subscription_name,
      subscription_price: 599,
      subscription_desc: plan.subscription_desc,
    };
    const kept = await update(base);
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ subscription_price: 599, duration_days: 60 });
    const changed = await update({ ...base, duration_days: 365 });
    expect(changed.body.data.duration_days).toBe(365);
    expect((await stored(plan.subscription_id)).duration_days).toBe(365);
  });

  it.each([0, -1, 3651, 12.5, '30', null])('refuses %j with 400 and writes nothing', async (duration) => {
    const count = await planCount();
    const res = await insert({ duration_days: duration });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('duration_days must be a whole number of days from 1 to 3650');
    expect(await planCount()).toBe(count);
  });

  it('refuses a bad duration on update and keeps the plan as it was', async () => {
    const plan = (await insert({ duration_days: 45 })).body.data;
    const res = await update({
      subscription_id: plan.subscription_id,
      subscription_name: plan.subscription_name,
      subscription_price: plan.subscription_price,
      subscription_desc: plan.subscription_desc,
      duration_days: 0,
    });
    expect(res.status).toBe(400);
    expect((await stored(plan.subscription_id)).duration_days).toBe(45);
  });
});
