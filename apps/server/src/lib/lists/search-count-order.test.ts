import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVendor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const counting = expect.stringMatching(/^select count\(\*\) as "?n"? /);

/**
 * A search whose total is not known yet (ADR 021, ADR 010 §3): on a SQLite file its page is read while
 * the read worker counts, so the request waits for one answer from the worker, not two; on PostgreSQL
 * the count goes first, and a term that matches nothing reads no page at all.
 */
describe(`a search's first count (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  const statements: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    await insertVendor(t.database.handle.db, { vendor_name: 'Kiran Electricals' });
    t.database.handle.observeQueries((event) => {
      if (event.level === 'query') statements.push(event.query.sql);
    });
  });

  afterAll(() => t.close());

  async function statementsOf(q: string): Promise<string[]> {
    statements.length = 0;
    const res = await t.request('GET', `/api/v1/admin/data/vendors?is_blocked=0&limit=50&q=${q}`, { token });
    expect(res.status).toBe(200);
    return statements.filter((text) => /"vendors(_fts)?"/.test(text));
  }

  it('reads the page beside the count on read workers, after it elsewhere', async () => {
    const nothing = await statementsOf('zzzq');
    if (t.database.handle.reads.onWorkers) {
      expect(nothing).toHaveLength(2);
      expect(nothing).toContainEqual(counting);
    } else {
      expect(nothing).toEqual([counting]);
    }
    // Known now: neither the count nor, for nothing found, the page is read again.
    expect(await statementsOf('zzzq')).toEqual([]);
    expect(await statementsOf('Kiran')).toContainEqual(counting);
  });
});
