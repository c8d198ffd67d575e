import type { AuditEntry } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/parse-csv';
import { rowCounts } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

describe(`the audit trail sorted by when each entry was written (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  const written: number[] = [];
  const get = (query: string) => t.request('GET', `/api/v1/admin/audit?${query}`, { token });
  const ids = (res: { body: { data: AuditEntry[] } }) => res.body.data.map((row) => row.id);

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const db = t.database.handle.db;
    const entries: [string, string][] = [
      ['sort.one', '1'],
      ['sort.two', '2'],
      ['sort.one', '3'],
      ['sort.two', '4'],
      ['sort.one', '5'],
    ];
    for (const [action, entity_id] of entries) {
      const row = await db
        .insertInto('audit_log')
        .values({ admin_id: t.adminId, action, entity: 'sort_test', entity_id, ip: '10.0.0.7' })
        .returning('id')
        .executeTakeFirstOrThrow();
      written.push(row.id);
    }
  });
  afterAll(() => t.close());

  it('is newest first by default and with sort=-id, oldest first with sort=id', async () => {
    const newest = [...written].reverse();
    expect(ids(await get('entity=sort_test'))).toEqual(newest);
    expect(ids(await get('entity=sort_test&sort=-id'))).toEqual(newest);
    expect(ids(await get('entity=sort_test&sort=id'))).toEqual(written);
  });

  it('sorts within a filter and pages as the unpaged list', async () => {
    expect(ids(await get('action=sort.one&sort=id'))).toEqual([written[0], written[2], written[4]]);
    for (const sort of ['id', '-id']) {
      const all = ids(await get(`entity=sort_test&sort=${sort}`));
      const pages: number[] = [];
      for (let offset = 0; offset < all.length; offset += 2) {
        const page = await get(`entity=sort_test&sort=${sort}&limit=2&offset=${offset}`);
        expect(page.body.total).toBe(all.length);
        pages.push(...ids(page));
      }
      expect(pages, sort).toEqual(all);
    }
  });

  it('exports the CSV in the order asked for', async () => {
    const res = await t.request('GET', '/api/v1/admin/audit?entity=sort_test&sort=id&format=csv', { token });
    expect(res.status).toBe(200);
    expect(parseCsv(res.body as string).records.map((r) => Number(r.id))).toEqual(written);
  });

  it.each(['created_at', 'admin_name', '--id', 'ids'])(
    'refuses sort=%s with 400 naming the field, and changes nothing',
    async (sort) => {
      const before = await rowCounts(t.database.handle.db);
      const res = await get(`entity=sort_test&sort=${sort}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        message: expect.stringContaining('sort must be one of id'),
      });
      expect(await rowCounts(t.database.handle.db)).toEqual(before);
    },
  );
});
