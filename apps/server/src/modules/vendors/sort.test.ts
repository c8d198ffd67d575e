import { type Vendor, vendorListResponseSchema } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertPlan, insertVendor, subscriptionColumns } from '../../test/factories';
import { expectedOrder, hasMissing, hasTies, type SortKey } from '../../test/list-order';
import { parseCsv } from '../../test/parse-csv';
import { rowCounts } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

/**
 * The sorts of docs/product/vendors.md#views-and-columns added for issue 37, each with the value a vendor
 * shows for it: the list must be in that value's order, a missing one last either way, ties by vendor_id
 * in the sort's direction.
 */
const SORTS: [string, (v: Vendor, nowIso: string) => SortKey][] = [
  ['subscription_id', (v) => v.subscription_id],
  ['is_approved', (v) => [v.is_approved, v.is_rejected]],
  ['subscription_status', (v) => v.subscription_status],
  ['renewal_date', (v) => v.payment_details?.renewal_date ?? null],
  ['provider_payment_id', (v) => v.payment_details?.provider_payment_id ?? null],
  // The time left in the trial: a trial over (trial_days 0) counts as now, so those tie.
  [
    'trial_days',
    (v, nowIso) =>
      v.subscription_status !== 'trial'
        ? null
        : (v.subscription_expiry_date ?? '') > nowIso
          ? (v.subscription_expiry_date as string)
          : nowIso,
  ],
];

describe(`vendor list sorts of every column (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  const get = (path: string) => t.request('GET', `/api/v1/admin/data/${path}`, { token });
  const ids = (res: { body: { data: Vendor[] } }) => res.body.data.map((d) => d.vendor_id);

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const db = t.database.handle.db;
    const [gold, silver] = [await insertPlan(db), await insertPlan(db)];
    const paid = (planId: number, renewal: string, paymentId: string, days = 20) => ({
      ...subscriptionColumns('active', days),
      subscription_id: planId,
      payment_details: JSON.stringify({ renewal_date: renewal, provider_payment_id: paymentId }),
    });
    const renewal = daysFromNow(30);
    // Ties on every key: two Gold payers renewing the same day, paid with the same id.
    await insertVendor(db, { ...paid(gold.subscription_id, renewal, 'pay_B'), is_approved: 1 });
    await insertVendor(db, { ...paid(silver.subscription_id, daysFromNow(10), 'pay_A'), is_approved: 1 });
    await insertVendor(db, { ...paid(gold.subscription_id, renewal, 'pay_B'), is_approved: 1 });
    await insertVendor(db, { ...paid(silver.subscription_id, daysFromNow(60), 'pay_C', -3) });
    // Trials: two ending at the same moment, one over, one over without an end, one further away.
    const trialEnd = daysFromNow(5);
    await insertVendor(db, { ...subscriptionColumns('trial', 5), subscription_expiry_date: trialEnd });
    await insertVendor(db, { ...subscriptionColumns('trial', 9), is_rejected: 1 });
    await insertVendor(db, { ...subscriptionColumns('trial', -2), is_approved: 1 });
    await insertVendor(db, { ...subscriptionColumns('trial', 5), subscription_expiry_date: trialEnd });
    await insertVendor(db, { ...subscriptionColumns('trial', 3), subscription_expiry_date: null });
    await insertVendor(db, { ...subscriptionColumns('expired', -10), is_rejected: 1 });
    // No subscription at all, and payment details that are not JSON (shown as none, sorted as none).
    await insertVendor(db);
    await insertVendor(db, { is_approved: 1 });
    await insertVendor(db, { payment_details: 'not json', is_rejected: 1 });
    await insertVendor(db, { payment_details: '{"renewal_date":7}' });
  });
  afterAll(() => t.close());

  describe.each(SORTS)('sort=%s', (field, keyOf) => {
    it.each([false, true])(
      'orders by the value shown, missing ones last, ties by id (descending: %s)',
      async (desc) => {
        const sort = desc ? `-${field}` : field;
        const res = await get(`vendors?sort=${sort}`);
        expect(res.status).toBe(200);
        const vendors = vendorListResponseSchema.parse(res.body).data;
        expect(vendors).toHaveLength(14);
        const nowIso = new Date().toISOString();
        const key = (v: Vendor) => keyOf(v, nowIso);
        expect(hasTies(vendors, key)).toBe(true);
        expect(hasMissing(vendors, key)).toBe(field !== 'is_approved');
        expect(ids(res)).toEqual(expectedOrder(vendors, (v) => v.vendor_id, key, desc ? 'desc' : 'asc'));
      },
    );

    it('pages as its unpaged list, in both directions and on a state list', async () => {
      for (const query of [
        `vendors?sort=${field}`,
        `vendors?sort=-${field}`,
        `getvendors_approve?sort=${field}`,
      ]) {
        const all = ids(await get(query));
        const pages: number[] = [];
        for (let offset = 0; offset <= all.length; offset += 3) {
          const page = await get(`${query}&limit=3&offset=${offset}`);
          expect(page.body.total, query).toBe(all.length);
          pages.push(...ids(page));
        }
        expect(pages, query).toEqual(all);
      }
    });

    it('orders a search the same way', async () => {
      for (const sort of [field, `-${field}`]) {
        const all = ids(await get(`vendors?is_blocked=0&sort=${sort}`));
        // Every fixture vendor is named 'Vendor {n}': the term matches them all, through the search path.
        expect(ids(await get(`vendors?is_blocked=0&q=vendor&sort=${sort}`)), sort).toEqual(all);
        expect(ids(await get(`vendors?is_blocked=0&q=vendor&sort=${sort}&limit=5&offset=2`)), sort).toEqual(
          all.slice(2, 7),
        );
      }
    });

    it('exports the CSV in the same order', async () => {
      const json = ids(await get(`vendors?sort=-${field}`));
      const csv = await t.request('GET', `/api/v1/admin/data/vendors?sort=-${field}&format=csv`, { token });
      expect(csv.status).toBe(200);
      expect(parseCsv(csv.body as string).records.map((r) => Number(r.vendor_id))).toEqual(json);
    });
  });

  it('puts pending vendors first for is_approved, then rejected, then approved', async () => {
    const res = await get('vendors?sort=is_approved');
    const words = (res.body.data as Vendor[]).map((v) =>
      v.is_approved ? 'approved' : v.is_rejected ? 'rejected' : 'pending',
    );
    expect([...new Set(words)]).toEqual(['pending', 'rejected', 'approved']);
    const desc = await get('vendors?sort=-is_approved');
    expect([...new Set((desc.body.data as Vendor[]).map((v) => v.is_approved))]).toEqual([1, 0]);
  });

  it('shows trial_days in its order: the fewest days left first, vendors without a trial last', async () => {
    const days = ((await get('vendors?sort=trial_days')).body.data as Vendor[]).map((v) => v.trial_days);
    const shown = days.filter((d) => d !== null);
    expect(shown).toEqual([0, 0, 5, 5, 9]);
    expect(days.slice(shown.length).every((d) => d === null)).toBe(true);
  });

  it('orders the Trial User view by the end of each trial, the ties by vendor_id', async () => {
    for (const sort of ['trial_days', '-trial_days']) {
      const rows = (await get(`vendors?view=trial&is_blocked=0&sort=${sort}&limit=50`)).body.data as Vendor[];
      expect(rows.map((v) => v.trial_days)).toEqual(sort === 'trial_days' ? [5, 5, 9] : [9, 5, 5]);
      // The two trials ending at the same moment, in the order shown.
      const [a, b] = sort === 'trial_days' ? [rows[0]!, rows[1]!] : [rows[1]!, rows[2]!];
      expect(a.subscription_expiry_date).toBe(b.subscription_expiry_date);
      expect(a.vendor_id < b.vendor_id).toBe(sort === 'trial_days');
    }
  });

  it('sorts the Subscribed view by renewal date, the ties by vendor_id', async () => {
    const res = await get('vendors?view=subscribed&is_blocked=0&sort=-renewal_date&limit=50');
    const rows = res.body.data as Vendor[];
    expect(rows.map((v) => v.payment_details?.provider_payment_id)).toEqual(['pay_B', 'pay_B', 'pay_A']);
    expect(rows[0]!.vendor_id).toBeGreaterThan(rows[1]!.vendor_id);
  });

  it.each([
    'sort=trial',
    'sort=payment_details.renewal_date',
    'sort=--trial_days',
    'sort=Trial_Days',
    'sort=',
  ])('refuses %s with 400 naming the sort fields, and changes nothing', async (query) => {
    const db = t.database.handle.db;
    const before = { counts: await rowCounts(db), list: ids(await get('vendors?sort=trial_days')) };
    const res = await get(`vendors?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: expect.stringContaining('trial_days') });
    const after = { counts: await rowCounts(db), list: ids(await get('vendors?sort=trial_days')) };
    expect(after).toEqual(before);
  });
});
