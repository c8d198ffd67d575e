import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import { nextId, syncIdSequence } from './ids';
import { insertInChunks } from './insert-in-chunks';

describe(`insertInChunks on ${testDialect}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await database.handle.db.deleteFrom('services').execute();
    await database.handle.db.deleteFrom('service_categories').execute();
  });

  const insertCategories = (names: Iterable<string>) => {
    const { db, dialect } = database.handle;
    function* rows() {
      for (const name of names) yield { service_category_name: name, service_desc: `About ${name}` };
    }
    return db.transaction().execute((trx) => insertInChunks(trx, dialect, 'service_categories', rows()));
  };

  it('inserts a lazily generated stream across many chunks', async () => {
    const names = Array.from({ length: 12_345 }, (_, i) => `Category ${i}`);
    expect(await insertCategories(names)).toBe(names.length);
    const stored = await database.handle.db
      .selectFrom('service_categories')
      .select('service_category_name')
      .orderBy('service_cat_id')
      .execute();
    expect(stored.map((r) => r.service_category_name)).toEqual(names);
  });

  it('stores text, nulls and money exactly', async () => {
    const { db, dialect } = database.handle;
    const tricky = `Quotes ' " \\ , { } NULL ₹ राजेश 🙂`;
    await insertCategories([tricky]);
    const category = await db.selectFrom('service_categories').selectAll().executeTakeFirstOrThrow();
    expect(category.service_category_name).toBe(tricky);
    expect(category.service_category_url).toBeNull();
    expect(category.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const prices = [0.01, 19.99, 349, 1299.5, 9_999_999_999.99];
    await db.transaction().execute((trx) =>
      insertInChunks(
        trx,
        dialect,
        'services',
        prices.map((price, i) => ({
          service_cat_id: category.service_cat_id,
          service_name: `S${i}`,
          service_description: 'd',
          service_price: price,
          service_image_url: i % 2 ? null : '/uploads/x.png',
        })),
      ),
    );
    const stored = await db
      .selectFrom('services')
      .select(['service_price', 'service_image_url'])
      .orderBy('service_id')
      .execute();
    expect(stored.map((s) => s.service_price)).toEqual(prices);
    expect(stored.map((s) => s.service_image_url)).toEqual([
      '/uploads/x.png',
      null,
      '/uploads/x.png',
      null,
      '/uploads/x.png',
    ]);
  });

  it('inserts nothing for no rows', async () => {
    expect(await insertCategories([])).toBe(0);
  });

  it('refuses rows whose columns differ from the first row and writes nothing', async () => {
    const { db, dialect } = database.handle;
    const rows = [
      { service_category_name: 'A', service_desc: 'a' },
      { service_category_name: 'B', service_desc: 'b', service_category_url: '/x' },
    ];
    await expect(
      db.transaction().execute((trx) => insertInChunks(trx, dialect, 'service_categories', rows)),
    ).rejects.toThrow(/every row must have the columns/);
    expect(await db.selectFrom('service_categories').selectAll().execute()).toEqual([]);
  });

  it('rolls the chunk back with the transaction when the database refuses a row', async () => {
    await expect(insertCategories(['Same', 'same'])).rejects.toThrow();
    expect(await database.handle.db.selectFrom('service_categories').selectAll().execute()).toEqual([]);
  });

  it('takes explicit ids, after which the database continues past them', async () => {
    const { db, dialect } = database.handle;
    const first = await nextId(db, 'service_categories', 'service_cat_id');
    await db
      .transaction()
      .execute((trx) =>
        insertInChunks(trx, dialect, 'service_categories', [
          { service_cat_id: first + 10, service_category_name: 'Explicit', service_desc: 'd' },
        ]),
      );
    expect(await nextId(db, 'service_categories', 'service_cat_id')).toBe(first + 11);
    await syncIdSequence(db, dialect, 'service_categories', 'service_cat_id');
    const generated = await db
      .insertInto('service_categories')
      .values({ service_category_name: 'Generated', service_desc: 'd' })
      .returning('service_cat_id')
      .executeTakeFirstOrThrow();
    // SQLite's AUTOINCREMENT may skip further (it never reuses ids of deleted rows); it never goes back.
    expect(generated.service_cat_id).toBeGreaterThan(first + 10);
  });
});
