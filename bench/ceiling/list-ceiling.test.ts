import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVendor } from '../../apps/server/src/test/factories';
import { createTestApp, type TestApp } from '../../apps/server/src/test/test-app';
import { testDialect } from '../../apps/server/src/test/test-database';
import { ceilingRoutes } from './routes';

/** Run by the server's test project (apps/server/vitest.config.ts), on both databases. */
describe(`the bench's list ceiling (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({}, { apiRoutes: ceilingRoutes });
    token = await t.login();
    for (let i = 0; i < 3; i++) await insertVendor(t.database.handle.db);
  });
  afterAll(() => t.close());

  it('answers the same bytes as the list for the same query, from the first computation on', async () => {
    const query = '?view=all&is_blocked=0&limit=2';
    const text = async (path: string) =>
      (await fetch(`${t.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).text();
    const list = await text(`/api/v1/admin/data/vendors${query}`);
    expect(await text(`/api/v1/bench/ceiling/vendors${query}`)).toBe(list);
    await insertVendor(t.database.handle.db);
    expect(await text(`/api/v1/bench/ceiling/vendors${query}`)).toBe(list);
  });

  it('needs a token like every route', async () => {
    expect((await t.request('GET', '/api/v1/bench/ceiling/vendors?limit=1')).status).toBe(401);
  });
});
