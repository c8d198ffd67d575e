import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertPlan, insertSubService } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const DATA = '/api/v1/admin/data';
const SAME_TIME = '2026-01-01T00:00:00.000Z';

/** One of the small lists the web app loads whole: its path, its id, a sort with ties, how to add one. */
interface SmallList {
  name: string;
  path: string;
  id: string;
  /** A sort field several rows share a value of, so that ties are broken by the id. */
  tiedSort: string;
  insert: () => Record<string, unknown>;
  remove: (id: number) => string;
}

describe(`the catalogue and the plans page, sort and count as every list (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let categoryId: number;
  const get = (path: string) => t.request('GET', path, { token });
  const ids = (res: { body: { data: Record<string, number>[] } }, id: string) =>
    res.body.data.map((row) => row[id]);

  let n = 0;
  const lists: SmallList[] = [
    {
      name: 'categories',
      path: `${DATA}/getSERVICE_CATEGORIES`,
      id: 'service_cat_id',
      tiedSort: 'created_at',
      insert: () => ({
        service_category_name: `Listed category ${++n}`,
        service_desc: 'Paged',
        service_category_url: '/uploads/c.png',
      }),
      remove: (id) => `${DATA}/deleteSERVICE_CATEGORIES/${id}`,
    },
    {
      name: 'sub-services',
      path: `${DATA}/getSERVICES`,
      id: 'service_id',
      tiedSort: 'service_price',
      insert: () => ({
        service_cat_id: categoryId,
        service_name: `Listed sub-service ${++n}`,
        service_description: 'Paged',
        service_price: 299,
        service_image_url: '/uploads/s.png',
      }),
      remove: (id) => `${DATA}/deleteSERVICES/${id}`,
    },
    {
      name: 'plans',
      path: `${DATA}/getSUBSCRIPTIONS`,
      id: 'subscription_id',
      tiedSort: 'subscription_price',
      insert: () => ({
        subscription_name: `Listed plan ${++n}`,
        subscription_price: 499,
        subscription_desc: 'Paged',
      }),
      remove: (id) => `${DATA}/deleteSUBSCRIPTIONS/${id}`,
    },
  ];

  beforeAll(async () => {
    // Totals are kept a whole minute: a total that follows a change at once was told of it.
    t = await createTestApp({ LIST_COUNT_CACHE_MS: '60000' });
    token = await t.login();
    const db = t.database.handle.db;
    for (let i = 0; i < 6; i++) await insertCategory(db, { created_at: SAME_TIME });
    categoryId = (await insertCategory(db)).service_cat_id;
    for (let i = 0; i < 6; i++) await insertSubService(db, { service_cat_id: categoryId });
    for (let i = 0; i < 6; i++) await insertPlan(db);
  });
  afterAll(() => t.close());

  describe.each(lists)('$name', (list) => {
    it('answers every row without limit and no total; ties of the sort are broken by the id, both ways', async () => {
      for (const sort of [list.tiedSort, `-${list.tiedSort}`]) {
        const all = await get(`${list.path}?sort=${sort}`);
        expect(all.status).toBe(200);
        expect(all.body).not.toHaveProperty('total');
        const rows = all.body.data as Record<string, number | string>[];
        const field = list.tiedSort;
        const expected = [...rows].sort((a, b) => {
          const byField = a[field]! < b[field]! ? -1 : a[field]! > b[field]! ? 1 : 0;
          return (byField || Number(a[list.id]) - Number(b[list.id])) * (sort.startsWith('-') ? -1 : 1);
        });
        expect(rows.map((row) => row[list.id])).toEqual(expected.map((row) => row[list.id]));
      }
    });

    it('answers each page as the same slice of the whole list, with the total of all rows', async () => {
      const sort = `-${list.tiedSort}`;
      const all = ids(await get(`${list.path}?sort=${sort}`), list.id);
      expect(all.length).toBeGreaterThanOrEqual(6);
      for (const [limit, offset] of [
        [1, 0],
        [2, 1],
        [4, 4],
        [5, all.length - 2],
        [3, all.length],
        [2, all.length + 5],
      ] as const) {
        const page = await get(`${list.path}?sort=${sort}&limit=${limit}&offset=${offset}`);
        expect(page.status).toBe(200);
        expect(ids(page, list.id), `limit ${limit} offset ${offset}`).toEqual(
          all.slice(offset, offset + limit),
        );
        expect(page.body.total).toBe(all.length);
      }
      const rest = await get(`${list.path}?sort=${sort}&offset=3`);
      expect(ids(rest, list.id)).toEqual(all.slice(3));
      expect(rest.body).not.toHaveProperty('total');
    });

    it('counts a search', async () => {
      const all = await get(`${list.path}?q=listed`);
      const page = await get(`${list.path}?q=listed&limit=1`);
      expect(page.body.total).toBe(all.body.data.length);
    });

    it("follows an admin's add, edit and delete in its total at once", async () => {
      const total = async () => (await get(`${list.path}?limit=1`)).body.total as number;
      const before = await total();
      const added = await t.request('POST', list.path.replace('/get', '/insert'), {
        token,
        body: list.insert(),
      });
      expect(added.status).toBe(201);
      expect(await total()).toBe(before + 1);
      const searched = async () => (await get(`${list.path}?q=renamed&limit=1`)).body.total as number;
      const found = await searched();
      const id = added.body.data[list.id] as number;
      const body = { ...list.insert(), [list.id]: id };
      const nameField = Object.keys(body).find((key) => key.endsWith('_name'))!;
      const renamed = await t.request('PUT', list.path.replace('/get', '/update'), {
        token,
        body: { ...body, [nameField]: `Renamed ${id}` },
      });
      expect(renamed.status).toBe(200);
      expect(await searched()).toBe(found + 1);
      expect((await t.request('DELETE', list.remove(id), { token })).status).toBe(200);
      expect(await total()).toBe(before);
      expect(await searched()).toBe(found);
    });
  });
});
