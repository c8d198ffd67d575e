import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../db/driver/database';
import { insertCustomer, insertVendor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const TTL_MS = 50;

/**
 * A list's total after its count cache expired (ADR 007, ADR 022): rows written by another process (a
 * second connection here) show; while no row changed, the total is kept without counting.
 */
describe('list totals written elsewhere', () => {
  let t: TestApp;
  let token: string;
  let elsewhere: DatabaseHandle;

  beforeAll(async () => {
    t = await createTestApp({ LIST_COUNT_CACHE_MS: String(TTL_MS) });
    token = await t.login();
    elsewhere = createDatabase(t.database.url, { onIdleConnectionError: () => undefined });
    for (const name of ['Asha Rao', 'Ravi Kumar']) {
      await insertVendor(t.database.handle.db, { vendor_name: name });
      await insertCustomer(t.database.handle.db, { customer_name: name });
    }
  });

  afterAll(async () => {
    await elsewhere.destroy();
    await t.close();
  });

  /** limit=1 over several rows makes the server count rather than take a short page's length. */
  async function totalOf(path: string): Promise<number> {
    const res = await t.request('GET', path, { token });
    expect(res.status).toBe(200);
    return res.body.total;
  }

  /** The total once it has caught up: the first request after expiry may answer the old one. */
  async function settledTotal(path: string, expected: number): Promise<number> {
    let total = await totalOf(path);
    for (let i = 0; i < 40 && total !== expected; i++) {
      await new Promise((resolve) => setTimeout(resolve, TTL_MS));
      total = await totalOf(path);
    }
    return total;
  }

  it.each([
    ['the Vendor List', '/api/v1/admin/data/vendors?is_blocked=0&limit=1', insertVendor],
    ['the customers', '/api/v1/admin/data/getcustomers?limit=1', insertCustomer],
  ] as const)('counts %s again once another process added a row', async (_, path, insert) => {
    const before = await totalOf(path);
    await new Promise((resolve) => setTimeout(resolve, TTL_MS * 2));
    expect(await totalOf(path)).toBe(before);
    await insert(elsewhere.db, {});
    expect(await settledTotal(path, before + 1)).toBe(before + 1);
  });
});
