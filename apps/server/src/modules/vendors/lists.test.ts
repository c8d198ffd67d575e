import { type Vendor, vendorListResponseSchema } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLEAR_KYC,
  insertTradeCategories,
  insertVendor,
  insertVendorsInEveryState,
  subscriptionColumns,
  type VendorInsert,
  type VendorsByState,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

type StateName = keyof VendorsByState;

/** Which fixture vendors each list must return, exactly. */
const MEMBERS: [string, StateName[]][] = [
  ['getvendors_approve', ['subscribed', 'trial', 'trialOver', 'expired', 'paidLapsed', 'blocked']],
  ['getvendors_pending', ['pending', 'blockedPending']],
  ['getvendors_reject', ['rejected']],
  ['getblockvendors', ['blocked', 'blockedPending']],
  ['getVendorsWithSubscription', ['subscribed']],
  ['getVendorsCompletedTrialNoPurchase', ['trialOver', 'expired']],
  ['getfreetrialvendors', ['trial', 'blocked']],
  /** Without view or state: every fixture vendor. */
  ['vendors', []],
];

describe(`vendor lists (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let v: VendorsByState;
  let plumbingId: number;
  const idsOf = (names: StateName[]) => names.map((n) => v[n].vendor_id).sort((a, b) => a - b);
  const idsIn = (data: Vendor[]) => data.map((d) => d.vendor_id).sort((a, b) => a - b);
  const get = (path: string) => t.request('GET', `/api/v1/admin/data/${path}`, { token });

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const db = t.database.handle.db;
    const { plumbing, electrical } = await insertTradeCategories(db);
    plumbingId = plumbing.service_cat_id;
    v = await insertVendorsInEveryState(db, t.adminId);
    const categorise = (names: StateName[], cat: typeof plumbing) =>
      db
        .updateTable('vendors')
        .set({ service_cat_id: cat.service_cat_id, bussiness_category: cat.service_category_name })
        .where('vendor_id', 'in', idsOf(names))
        .execute();
    await categorise(['trial', 'pending', 'blocked'], plumbing);
    await categorise(['subscribed'], electrical);
  });
  afterAll(() => t.close());

  const everyone = (): StateName[] => Object.keys(v) as StateName[];

  describe.each(MEMBERS)('GET /admin/data/%s', (path, members) => {
    const expected = () => (path === 'vendors' ? everyone() : members);

    it('returns exactly the vendors of its state, newest first, without total', async () => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body).not.toHaveProperty('total');
      expect(vendorListResponseSchema.parse(res.body)).toEqual(res.body);
      expect(idsIn(res.body.data)).toEqual(idsOf(expected()));
      const ids = res.body.data.map((d: Vendor) => d.vendor_id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('narrows to unblocked vendors with is_blocked=0 and to blocked ones with is_blocked=1', async () => {
      const unblocked = await get(`${path}?is_blocked=0`);
      expect(idsIn(unblocked.body.data)).toEqual(idsOf(expected().filter((n) => v[n].is_blocked === 0)));
      const blocked = await get(`${path}?is_blocked=1`);
      expect(idsIn(blocked.body.data)).toEqual(idsOf(expected().filter((n) => v[n].is_blocked === 1)));
    });

    it('masks PAN, Aadhaar and the account number of every vendor', async () => {
      const res = await get(path);
      expect(res.body.data.length).toBeGreaterThan(0);
      for (const vendor of res.body.data as Vendor[]) {
        expect(vendor.kyc_docs).toMatchObject({ pan: 'XXXXXX234F', aadhar: 'XXXX XXXX 1234' });
        expect(vendor.account_details?.accountNumber).toBe('XXXXXXXXXX6789');
      }
      const text = JSON.stringify(res.body);
      for (const clear of Object.values(CLEAR_KYC)) expect(text).not.toContain(clear);
    });
  });

  it('every vendor carries every field under its wire name, KYC masked and photos as upload paths', async () => {
    const res = await get(`vendors?q=${encodeURIComponent('Subscribed Shah')}`);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      vendor_id: v.subscribed.vendor_id,
      vendor_name: 'Subscribed Shah',
      name_of_bussiness: v.subscribed.name_of_bussiness,
      bussiness_category: 'Electrical',
      image_url: [expect.stringMatching(/^\/uploads\//)],
      account_details: { ifsc: 'HDFC0001234', accountNumber: 'XXXXXXXXXX6789', bankName: 'HDFC Bank' },
      kyc_docs: {
        pan: 'XXXXXX234F',
        aadhar: 'XXXX XXXX 1234',
        pan_photo: '/uploads/pan.jpg',
        aadhar_photo: null,
      },
      is_approved: 1,
      approved_by: t.adminId,
      is_rejected: 0,
      is_blocked: 0,
      subscription_status: 'active',
      subscription_price: 999,
      payment_details: { provider_payment_id: 'pay_ABC123', renewal_date: expect.any(String) },
      trial_days: null,
    });
  });

  it('adds trial_days (days to expiry rounded up, 0 when past) to vendors on the trial status', async () => {
    const res = await get('vendors?view=all');
    const byId = new Map((res.body.data as Vendor[]).map((d) => [d.vendor_id, d]));
    expect(byId.get(v.trial.vendor_id)?.trial_days).toBe(4);
    expect(byId.get(v.trialOver.vendor_id)?.trial_days).toBe(0);
    expect(byId.get(v.expired.vendor_id)?.trial_days).toBeNull();
    expect(byId.get(v.pending.vendor_id)?.trial_days).toBeNull();
  });

  describe('GET /admin/data/vendors views and states', () => {
    it.each([
      ['view=subscribed', ['subscribed']],
      ['view=unsubscribed', ['trialOver', 'expired']],
      ['view=trial&is_blocked=0', ['trial']],
      [
        'view=all&is_blocked=0',
        ['pending', 'rejected', 'subscribed', 'trial', 'trialOver', 'expired', 'paidLapsed'],
      ],
      ['state=pending&is_blocked=0', ['pending']],
      ['state=approved&view=trial', ['trial', 'blocked']],
    ] as [string, StateName[]][])('%s', async (query, names) => {
      const res = await get(`vendors?${query}`);
      expect(res.status).toBe(200);
      expect(idsIn(res.body.data)).toEqual(idsOf(names));
    });
  });

  describe('pages built from the vendor JSON cache', () => {
    it('are the same vendors, byte for byte, as the unpaged list', async () => {
      const paged = await get('vendors?limit=1000');
      expect(vendorListResponseSchema.parse(paged.body)).toEqual(paged.body);
      const again = await get('vendors?limit=1000');
      expect(again.body).toEqual(paged.body);
      expect(paged.body.data).toEqual((await get('vendors')).body.data);
    });

    it('show a change as soon as the row has a new updated_at', async () => {
      const db = t.database.handle.db;
      const id = v.expired.vendor_id;
      const name = (res: { body: { data: Vendor[] } }) =>
        res.body.data.find((d) => d.vendor_id === id)?.vendor_name;
      expect(name(await get('vendors?limit=100'))).toBe('Expired Iyer');
      await db
        .updateTable('vendors')
        .set({ vendor_name: 'Expired Iyengar', updated_at: new Date().toISOString() })
        .where('vendor_id', '=', id)
        .execute();
      expect(name(await get('vendors?limit=100'))).toBe('Expired Iyengar');
      await db
        .updateTable('vendors')
        .set({ vendor_name: 'Expired Iyer' })
        .where('vendor_id', '=', id)
        .execute();
      await db
        .updateTable('vendors')
        .set({ updated_at: new Date().toISOString() })
        .where('vendor_id', '=', id)
        .execute();
    });
  });

  describe('paging', () => {
    it('pages newest first and reports the total of the whole list', async () => {
      const all = (await get('vendors')).body.data.map((d: Vendor) => d.vendor_id);
      const first = await get('vendors?limit=4');
      expect(first.body.total).toBe(all.length);
      expect(first.body.data.map((d: Vendor) => d.vendor_id)).toEqual(all.slice(0, 4));
      const second = await get('vendors?limit=4&offset=4');
      expect(second.body.total).toBe(all.length);
      expect(second.body.data.map((d: Vendor) => d.vendor_id)).toEqual(all.slice(4, 8));
      const past = await get('vendors?limit=4&offset=100');
      expect(past.body).toEqual({ success: true, data: [], total: all.length });
    });

    it('counts with the filters applied', async () => {
      const res = await get('getvendors_approve?limit=2&is_blocked=0');
      expect(res.body.total).toBe(5);
      expect(res.body.data).toHaveLength(2);
      const search = await get('vendors?limit=1&q=Blocked');
      expect(search.body.total).toBe(2);
    });

    it('returns the rest of the list for an offset without a limit', async () => {
      const all = (await get('vendors')).body.data.map((d: Vendor) => d.vendor_id);
      const rest = await get('vendors?offset=3');
      expect(rest.body.data.map((d: Vendor) => d.vendor_id)).toEqual(all.slice(3));
      expect(rest.body).not.toHaveProperty('total');
    });
  });

  describe('search (q)', () => {
    it.each([
      ['a name, any case', 'THAKUR', ['trial']],
      ['a short name fragment', 'Oa', ['paidLapsed']],
      ['a business name', 'Business', 'everyone'],
      ['a category', 'plumb', ['trial', 'pending', 'blocked']],
      ['the word active', 'active', ['subscribed', 'trial', 'trialOver', 'expired', 'paidLapsed', 'blocked']],
      ['the word pending', 'Pending', ['pending', 'rejected', 'blockedPending']],
      ['nothing', 'zzzz-no-such-vendor', []],
      ['LIKE wildcards literally', '%_', []],
    ] as [string, string, StateName[] | 'everyone'][])('matches %s', async (_, q, names) => {
      const res = await get(`vendors?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(idsIn(res.body.data)).toEqual(idsOf(names === 'everyone' ? everyone() : names));
    });

    it('pages a search newest first, the same pages in either direction as the whole list', async () => {
      const ids = (res: { body: { data: Vendor[] } }) => res.body.data.map((d) => d.vendor_id);
      const all = ids(await get('vendors?q=business'));
      expect(all).toEqual([...all].sort((a, b) => b - a));
      const pages = [
        ...ids(await get('vendors?q=business&limit=4')),
        ...ids(await get('vendors?q=business&limit=4&offset=4')),
      ];
      expect(pages).toEqual(all.slice(0, 8));
      const oldest = ids(await get('vendors?q=business&sort=vendor_id&limit=3&is_blocked=0'));
      expect(oldest).toEqual(
        [...all]
          .reverse()
          .filter((id) => id !== v.blocked.vendor_id && id !== v.blockedPending.vendor_id)
          .slice(0, 3),
      );
      expect((await get('vendors?q=business&limit=4')).body.total).toBe(all.length);
    });

    it('matches an email and a mobile fragment', async () => {
      const email = v.expired.vendor_email.split('@')[0]!;
      expect(idsIn((await get(`vendors?q=${email}@`)).body.data)).toEqual(idsOf(['expired']));
      const mobile = v.rejected.vendor_mobile.slice(-6);
      expect(idsIn((await get(`vendors?q=${mobile}`)).body.data)).toEqual(idsOf(['rejected']));
    });

    it('searches vendor_name alone with name (no status words, no other fields)', async () => {
      expect(idsIn((await get('vendors?name=pen')).body.data)).toEqual(idsOf(['pending', 'blockedPending']));
      expect(idsIn((await get('vendors?q=pen')).body.data)).toEqual(
        idsOf(['pending', 'rejected', 'blockedPending']),
      );
      expect(idsIn((await get('getblockvendors?name=BOSE')).body.data)).toEqual(idsOf(['blocked']));
      expect(idsIn((await get('vendors?name=Business')).body.data)).toEqual([]);
    });

    // A page shorter than its limit proves its total; limit=1 makes the server count (countVendors).
    it.each(['all', 'subscribed', 'trial', 'unsubscribed'])(
      'counts a search in the %s view as many as it lists, blocked or not',
      async (view) => {
        for (const filter of ['is_blocked=0', 'is_blocked=1', 'state=approved&is_blocked=0']) {
          for (const q of ['business', 'thakur', 'act']) {
            const query = `vendors?view=${view}&${filter}&q=${q}`;
            const listed = (await get(query)).body.data.length;
            expect((await get(`${query}&limit=1`)).body.total, query).toBe(listed);
          }
        }
      },
    );

    // SQLite walks such a page through a narrow index (listVendorVersions); pages must match the list.
    it.each(['all', 'subscribed', 'trial', 'unsubscribed'])(
      'pages a search in the %s view as its unpaged list, newest or oldest first',
      async (view) => {
        const ids = (res: { body: { data: Vendor[] } }) => res.body.data.map((d) => d.vendor_id);
        for (const sort of ['-vendor_id', 'vendor_id']) {
          for (const q of ['business', 'act']) {
            const query = `vendors?view=${view}&is_blocked=0&q=${q}&sort=${sort}`;
            const all = ids(await get(query));
            const pages: number[] = [];
            for (let offset = 0; offset <= all.length; offset += 2) {
              pages.push(...ids(await get(`${query}&limit=2&offset=${offset}`)));
            }
            expect(pages, query).toEqual(all);
          }
        }
      },
    );

    // A plain page's statement is compiled once per shape (listVendorVersions): each view, filter and
    // sort, and each value within one shape, must page as its unpaged list.
    it.each(['all', 'subscribed', 'trial', 'unsubscribed'])(
      'pages the %s view as its unpaged list, for each filter value and sort',
      async (view) => {
        const ids = (res: { body: { data: Vendor[] } }) => res.body.data.map((d) => d.vendor_id);
        const filters = [
          'is_blocked=0',
          'is_blocked=1',
          `service_cat_id=${plumbingId}&is_blocked=0`,
          'category=plumbing',
          'state=approved&is_blocked=0',
        ];
        for (const filter of filters) {
          for (const sort of ['-vendor_id', 'vendor_name', '-subscription_expiry_date']) {
            const query = `vendors?view=${view}&${filter}&sort=${sort}`;
            const all = ids(await get(query));
            const pages: number[] = [];
            for (let offset = 0; offset <= all.length; offset += 2) {
              pages.push(...ids(await get(`${query}&limit=2&offset=${offset}`)));
            }
            expect(pages, query).toEqual(all);
          }
        }
      },
    );

    it('combines with a state list and its filters', async () => {
      const res = await get('getblockvendors?q=bose');
      expect(idsIn(res.body.data)).toEqual(idsOf(['blocked']));
      expect(idsIn((await get('getvendors_pending?q=bose')).body.data)).toEqual([]);
    });
  });

  describe('category filter', () => {
    it('filters by category name, case-insensitively, and by id', async () => {
      const byName = await get('vendors?category=plumbing&is_blocked=0');
      expect(idsIn(byName.body.data)).toEqual(idsOf(['trial', 'pending']));
      const byId = await get(`vendors?service_cat_id=${plumbingId}`);
      expect(idsIn(byId.body.data)).toEqual(idsOf(['trial', 'pending', 'blocked']));
      const withView = await get('getVendorsWithSubscription?category=Electrical&limit=10');
      expect(withView.body).toMatchObject({ total: 1, data: [{ vendor_id: v.subscribed.vendor_id }] });
    });

    it('returns nothing for an unknown category', async () => {
      expect((await get('vendors?category=Astrology')).body.data).toEqual([]);
    });
  });

  describe('sort', () => {
    it('sorts by a whitelisted field either way, ties by vendor_id', async () => {
      const names = (res: { body: { data: Vendor[] } }) => res.body.data.map((d) => d.vendor_name);
      const asc = names(await get('vendors?sort=vendor_name'));
      expect(asc).toEqual([...asc].sort());
      const desc = names(await get('vendors?sort=-vendor_name'));
      expect(desc).toEqual([...asc].reverse());
    });

    it('puts missing values last in both directions', async () => {
      for (const sort of ['blocked_date', '-blocked_date']) {
        const res = await get(`vendors?sort=${sort}`);
        const dates = (res.body.data as Vendor[]).map((d) => d.blocked_date);
        expect(dates.slice(0, 2).every((d) => d !== null)).toBe(true);
        expect(dates.slice(2).every((d) => d === null)).toBe(true);
        expect(dates[0]! < dates[1]!).toBe(sort === 'blocked_date');
      }
    });

    it('sorts oldest first with sort=vendor_id', async () => {
      const ids = (await get('vendors?sort=vendor_id')).body.data.map((d: Vendor) => d.vendor_id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    });
  });
});

/**
 * UnSubscribed (docs/product/vendors.md#subscription-states) holds two statuses, which a search's count
 * seeks one after the other (countVendors): each kind of its vendors and of its neighbours, blocked and
 * not, all matching one term.
 */
describe(`UnSubscribed search counts (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  /** The id and is_blocked of each vendor in UnSubscribed that matches the term. */
  const members: { id: number; isBlocked: number }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const db = t.database.handle.db;
    const vendor = (name: string, columns: Partial<VendorInsert>) =>
      insertVendor(db, { vendor_name: `${name} Zubair`, ...columns });
    for (const is_blocked of [0, 1] as const) {
      for (const columns of [
        subscriptionColumns('expired', -30),
        subscriptionColumns('expired', 10),
        subscriptionColumns('trial', -2),
        { ...subscriptionColumns('trial', 3), subscription_expiry_date: null },
      ]) {
        const member = await vendor('Unsubscribed', { ...columns, is_blocked });
        members.push({ id: member.vendor_id, isBlocked: is_blocked });
      }
      await vendor('Trialling', { ...subscriptionColumns('trial', 3), is_blocked });
      await vendor('Paying', { ...subscriptionColumns('active', 20), is_blocked });
      await vendor('Overdue', { ...subscriptionColumns('active', -1), is_blocked });
      await vendor('Unplanned', { is_blocked });
    }
    await insertVendor(db, { vendor_name: 'Expired Ezra', ...subscriptionColumns('expired', -5) });
  });
  afterAll(() => t.close());

  it.each([0, 1])('counts a search with is_blocked=%i as many as it lists', async (blocked) => {
    const query = `/api/v1/admin/data/vendors?view=unsubscribed&is_blocked=${blocked}&q=zubair`;
    const expected = members.filter((m) => m.isBlocked === blocked).map((m) => m.id);
    const listed = await t.request('GET', query, { token });
    expect(listed.body.data.map((d: Vendor) => d.vendor_id).sort((a: number, b: number) => a - b)).toEqual(
      expected,
    );
    // limit=1 makes the server count (countVendors) instead of taking a short page's length.
    const counted = await t.request('GET', `${query}&limit=1`, { token });
    expect(counted.body.total).toBe(expected.length);
  });
});
