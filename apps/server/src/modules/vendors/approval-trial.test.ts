import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertVendor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const UPDATE = '/api/v1/admin/data/updatevendors';
const DAY_MS = 86_400_000;

describe(`approval starts the free trial (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  const db = () => t.database.handle.db;
  const approve = (vendorId: number) =>
    t.request('PUT', UPDATE, { token, body: { vendor_id: vendorId, is_approved: 1 } });
  const trialsOf = (vendorId: number) =>
    db().selectFrom('vendor_subscriptions').selectAll().where('vendor_id', '=', vendorId).execute();
  const vendorRow = (vendorId: number) =>
    db().selectFrom('vendors').selectAll().where('vendor_id', '=', vendorId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp({ TRIAL_DAYS: '14' });
    token = await t.login();
  });
  afterAll(() => t.close());

  it('gives a vendor that never had one a 14-day trial: status, dates, a history row and trial_days', async () => {
    const vendor = await insertVendor(db());
    const res = await approve(vendor.vendor_id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      is_approved: 1,
      subscription_status: 'trial',
      subscription_name: 'Free Trial',
      subscription_price: 0,
      trial_days: 14,
    });
    const { subscription_start_date: start, subscription_expiry_date: expiry } = res.body.data;
    expect(start).toBe(res.body.data.approved_date);
    expect(Date.parse(expiry) - Date.parse(start)).toBe(14 * DAY_MS);

    const trials = await trialsOf(vendor.vendor_id);
    expect(trials).toEqual([
      expect.objectContaining({ is_trial: 1, subscription_id: null, start_date: start, expiry_date: expiry }),
    ]);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'vendor.approved')
      .where('entity_id', '=', String(vendor.vendor_id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after ?? '{}')).toMatchObject({ is_approved: 1, subscription_status: 'trial' });

    // The Trial User view shows it at once.
    const trialList = await t.request('GET', '/api/v1/admin/data/getfreetrialvendors?limit=100', { token });
    expect(trialList.body.data.map((v: { vendor_id: number }) => v.vendor_id)).toContain(vendor.vendor_id);
  });

  it('gives no second trial to a vendor that had one (a rejected vendor that resubmitted, approved again)', async () => {
    const vendor = await insertVendor(db());
    const earlier = { start_date: daysFromNow(-60), expiry_date: daysFromNow(-46) };
    await db()
      .insertInto('vendor_subscriptions')
      .values({ vendor_id: vendor.vendor_id, subscription_id: null, is_trial: 1, ...earlier })
      .execute();
    const res = await approve(vendor.vendor_id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ is_approved: 1, subscription_status: null, trial_days: null });
    expect(await trialsOf(vendor.vendor_id)).toEqual([expect.objectContaining(earlier)]);
  });

  it('leaves a vendor that already has a subscription as it is', async () => {
    const vendor = await insertVendor(db(), {
      subscription_status: 'active',
      subscription_name: 'Gold',
      subscription_price: 999,
      subscription_start_date: daysFromNow(-5),
      subscription_expiry_date: daysFromNow(25),
    });
    const res = await approve(vendor.vendor_id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ subscription_status: 'active', subscription_name: 'Gold' });
    expect(await trialsOf(vendor.vendor_id)).toEqual([]);
  });

  it('of many approvals at once, one approves and starts one trial', async () => {
    const vendor = await insertVendor(db());
    const results = await Promise.all(Array.from({ length: 8 }, () => approve(vendor.vendor_id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await trialsOf(vendor.vendor_id)).toHaveLength(1);
    expect((await vendorRow(vendor.vendor_id)).subscription_status).toBe('trial');
  });

  it('an approval whose vendor another admin changes meanwhile decides again and starts one trial', async () => {
    const vendor = await insertVendor(db());
    const block = () =>
      t.request('PUT', UPDATE, {
        token,
        body: { vendor_id: vendor.vendor_id, is_blocked: 1, blocked_reason: 'Spam' },
      });
    const [approval, ...blocks] = await Promise.all([
      approve(vendor.vendor_id),
      ...Array.from({ length: 6 }, block),
    ]);
    expect(approval?.status).toBe(200);
    expect(blocks.filter((r) => r.status === 200)).toHaveLength(1);
    const row = await vendorRow(vendor.vendor_id);
    expect(row).toMatchObject({ is_approved: 1, is_blocked: 1, subscription_status: 'trial' });
    // The trial row is the one the winning attempt wrote with the vendor's columns.
    expect(await trialsOf(vendor.vendor_id)).toEqual([
      expect.objectContaining({
        start_date: row.subscription_start_date,
        expiry_date: row.subscription_expiry_date,
      }),
    ]);
  });

  it('the one-trial index refuses a second trial row even when two approvals of different vendors race', async () => {
    const vendors = await Promise.all(Array.from({ length: 5 }, () => insertVendor(db())));
    const results = await Promise.all(vendors.map((v) => approve(v.vendor_id)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const v of vendors) expect(await trialsOf(v.vendor_id)).toHaveLength(1);
  });

  it('a rejection starts no trial', async () => {
    const vendor = await insertVendor(db());
    const res = await t.request('PUT', UPDATE, {
      token,
      body: { vendor_id: vendor.vendor_id, is_rejected: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.subscription_status).toBeNull();
    expect(await trialsOf(vendor.vendor_id)).toEqual([]);
  });
});

describe(`TRIAL_DAYS=0 turns the trial off (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRIAL_DAYS: '0' });
  });
  afterAll(() => t.close());

  it('approves without a trial', async () => {
    const token = await t.login();
    const vendor = await insertVendor(t.database.handle.db);
    const res = await t.request('PUT', UPDATE, {
      token,
      body: { vendor_id: vendor.vendor_id, is_approved: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ is_approved: 1, subscription_status: null });
    const trials = await t.database.handle.db
      .selectFrom('vendor_subscriptions')
      .selectAll()
      .where('vendor_id', '=', vendor.vendor_id)
      .execute();
    expect(trials).toEqual([]);
  });
});
