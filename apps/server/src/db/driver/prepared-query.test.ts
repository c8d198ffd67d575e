import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import { preparedQuery } from './prepared-query';

describe(`preparedQuery on ${testDialect}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    const { db } = database.handle;
    await db.deleteFrom('service_categories').execute();
    await db
      .insertInto('service_categories')
      .values(
        ['Plumbing', 'Painting', 'Carpentry'].map((name) => ({
          service_category_name: name,
          service_desc: name,
        })),
      )
      .execute();
  });

  const byNameAndDesc = preparedQuery((db, p: { name: string; desc: string }) =>
    db
      .selectFrom('service_categories')
      .select(['service_category_name as name'])
      .where('service_category_name', '=', p.name)
      .where('service_desc', '=', p.desc)
      .where('service_cat_id', '>', 0),
  );

  it('runs with each call its own values, constants kept', async () => {
    const { db } = database.handle;
    expect(await byNameAndDesc.takeFirst(db, { name: 'Plumbing', desc: 'Plumbing' })).toEqual({
      name: 'Plumbing',
    });
    expect(await byNameAndDesc.takeFirst(db, { name: 'Painting', desc: 'Painting' })).toEqual({
      name: 'Painting',
    });
    expect(await byNameAndDesc.takeFirst(db, { name: 'Painting', desc: 'Plumbing' })).toBeUndefined();
  });

  it('runs in a transaction, whose writes it sees', async () => {
    const { db } = database.handle;
    const rename = preparedQuery((q, p: { from: string; to: string }) =>
      q
        .updateTable('service_categories')
        .set({ service_category_name: p.to })
        .where('service_category_name', '=', p.from)
        .returning('service_category_name as name'),
    );
    const found = await db.transaction().execute(async (trx) => {
      await rename.execute(trx, { from: 'Carpentry', to: 'Woodwork' });
      return byNameAndDesc.takeFirst(trx, { name: 'Woodwork', desc: 'Carpentry' });
    });
    expect(found).toEqual({ name: 'Woodwork' });
  });

  it('refuses a builder that computes with a value, leaves one out or shapes the SQL by it', async () => {
    const { db } = database.handle;
    const computed = preparedQuery((q, p: { name: string }) =>
      q
        .selectFrom('service_categories')
        .select('service_cat_id')
        .where('service_category_name', '=', `${p.name}%`),
    );
    const unused = preparedQuery((q, _p: { name: string }) =>
      q.selectFrom('service_categories').select('service_cat_id'),
    );
    const shaped = preparedQuery((q, p: { name: string }) =>
      q
        .selectFrom('service_categories')
        .select('service_cat_id')
        .where('service_category_name', p.name.endsWith('a:name') ? '=' : '<>', p.name),
    );
    await expect(computed.execute(db, { name: 'Plumbing' })).rejects.toThrow(/not passed as a value/);
    await expect(unused.execute(db, { name: 'Plumbing' })).rejects.toThrow(/name not used/);
    await expect(shaped.execute(db, { name: 'Plumbing' })).rejects.toThrow(/SQL depends on the values/);
  });
});
