import { type Vendor, vendorListResponseSchema } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVendorsInEveryState, type VendorsByState } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

type StateName = keyof VendorsByState;

/**
 * The Vendor List's Status filter (docs/product/vendors.md#status-filter): `state` on GET
 * /admin/data/vendors, sent with is_blocked=0 except for Blocked, combined with the view and the search.
 */
describe(`Vendor List status filter (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let v: VendorsByState;
  const idsOf = (names: StateName[]) => names.map((n) => v[n].vendor_id).sort((a, b) => a - b);
  const idsIn = (data: Vendor[]) => data.map((d) => d.vendor_id).sort((a, b) => a - b);
  const list = (query: string, auth: string | undefined = token) =>
    t.request('GET', `/api/v1/admin/data/vendors?${query}`, { token: auth });

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    v = await insertVendorsInEveryState(t.database.handle.db, t.adminId);
  });
  afterAll(() => t.close());

  it.each([
    ['state=pending&is_blocked=0', ['pending']],
    ['state=approved&is_blocked=0', ['subscribed', 'trial', 'trialOver', 'expired', 'paidLapsed']],
    ['state=rejected&is_blocked=0', ['rejected']],
    ['state=blocked', ['blocked', 'blockedPending']],
  ] as [string, StateName[]][])('each status: %s', async (query, names) => {
    const res = await list(`view=all&${query}&limit=50&offset=0`);
    expect(res.status).toBe(200);
    expect(vendorListResponseSchema.parse(res.body)).toEqual(res.body);
    expect(idsIn(res.body.data)).toEqual(idsOf(names));
    expect(res.body.total).toBe(names.length);
  });

  it.each([
    ['state=approved&is_blocked=0&view=trial', ['trial']],
    ['state=approved&is_blocked=0&view=unsubscribed', ['trialOver', 'expired']],
    ['state=pending&is_blocked=0&view=subscribed', []],
    ['state=blocked&view=trial', ['blocked']],
    ['state=approved&is_blocked=0&view=all&q=Thakur', ['trial']],
    ['state=approved&is_blocked=0&view=trial&q=thak', ['trial']],
    ['state=approved&is_blocked=0&q=Rao', []],
    ['state=rejected&is_blocked=0&q=Rao', ['rejected']],
    ['state=blocked&q=Bhat', ['blockedPending']],
    ['state=blocked&view=trial&q=Bhat', []],
  ] as [string, StateName[]][])('combined with a view and a search: %s', async (query, names) => {
    const res = await list(`${query}&limit=50`);
    expect(res.status).toBe(200);
    expect(idsIn(res.body.data)).toEqual(idsOf(names));
    expect(res.body.total).toBe(names.length);
  });

  it('pages a status newest first with the total of the whole status', async () => {
    const first = await list('state=approved&is_blocked=0&limit=2&offset=0');
    const rest = await list('state=approved&is_blocked=0&limit=50&offset=2');
    expect(first.body.total).toBe(5);
    const ids = [...first.body.data, ...rest.body.data].map((d: Vendor) => d.vendor_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect([...ids].sort((a, b) => a - b)).toEqual(
      idsOf(['subscribed', 'trial', 'trialOver', 'expired', 'paidLapsed']),
    );
  });

  it.each(['state=deleted', 'state=Approved', 'state=', 'state=pending&state=approved'])(
    'refuses %s with 400 and says what state takes',
    async (query) => {
      const res = await list(`${query}&is_blocked=0&limit=50`);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/state/);
    },
  );

  it('refuses a missing or bad token with 401', async () => {
    expect((await list('state=pending', '')).status).toBe(401);
    expect((await list('state=pending', 'not-a-real-token')).status).toBe(401);
  });
});
