import { phoneSearchDigits } from '@seva/contract';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_SEARCH_COLUMNS } from '../../modules/vendors/vendor-filter';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import { escapeLike, matchesText, orderedTrigramMatch } from './search';

const names = [
  'Rajesh Kumar',
  'RAJESH kumar',
  'Priya Sharma',
  "O'Brien Plumbing",
  'He said "hello"',
  '100% Pure Cleaning',
  '1000 Pure',
  'snake_case_name',
  'snakeXcaseXname',
  'back\\slash works',
  'ÉCOLE Électrique',
  'école électrique',
  'Ωmega Services',
  'ωmega small',
  'Кирилл Иванов',
  'राजेश कुमार',
  'Smile 🙂 Salon',
  'ab',
  'A',
];

const terms = [
  'raj',
  'RAJ',
  'Kumar',
  'h k',
  'esh kum',
  "o'b",
  "'",
  '"hello"',
  '"',
  '%',
  '100%',
  '0%',
  '_',
  'e_c',
  'snake_case',
  '\\',
  'k\\s',
  'école',
  'ÉCO',
  'é',
  'É',
  'ω',
  'ΩME',
  'кир',
  'КИР',
  'राजेश',
  'रा',
  '🙂',
  'e 🙂',
  'a',
  'ab',
  'AB',
  'zz',
  'zzz',
  'no such vendor',
];

/** The meaning both databases must agree on: lower-cased haystack contains lower-cased needle. */
const oracle = (term: string, ids: Map<string, number>) =>
  [...ids].filter(([name]) => name.toLowerCase().includes(term.toLowerCase())).map(([, id]) => id);

describe(`matchesText on ${testDialect}`, () => {
  let database: TestDatabase;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    for (const [i, name] of names.entries()) {
      const row = await db
        .insertInto('vendors')
        .values({ vendor_name: name, vendor_email: `v${i}@example.in`, vendor_mobile: `90000000${i}` })
        .returning('vendor_id')
        .executeTakeFirstOrThrow();
      ids.set(name, row.vendor_id);
    }
  });
  afterAll(() => database.drop());

  const search = async (
    term: string,
    columns: Parameters<typeof matchesText<'vendors'>>[2] = ['vendor_name'],
  ) => {
    const rows = await database.handle.db
      .selectFrom('vendors')
      .select('vendor_id')
      .where(matchesText(database.handle.dialect, 'vendors', columns, term))
      .orderBy('vendor_id')
      .execute();
    return rows.map((r) => r.vendor_id);
  };

  it.each(terms)('finds exactly the names containing %j, ignoring case', async (term) => {
    expect(await search(term)).toEqual(oracle(term, ids));
  });

  it('treats an empty term as no filter and a NUL as matching nothing', async () => {
    expect(await search('')).toHaveLength(names.length);
    expect(await search('a\u0000b')).toEqual([]);
  });

  it('searches any of several columns, and only those', async () => {
    expect(await search('v3@exa', ['vendor_name', 'vendor_email'])).toEqual([ids.get("O'Brien Plumbing")]);
    expect(await search('v3@exa', ['vendor_name'])).toEqual([]);
    expect(await search('900000003', ['vendor_mobile', 'vendor_email'])).toEqual([
      ids.get("O'Brien Plumbing"),
    ]);
    expect(await search('@EXAMPLE.IN', ['vendor_email'])).toHaveLength(names.length);
  });

  const vendorListColumns = VENDOR_SEARCH_COLUMNS;
  const valuesOf = (name: string, i: number) => [name, `v${i}@example.in`, `90000000${i}`];

  it.each(terms)(
    'over the five Vendor List columns finds exactly the vendors with %j in one of them',
    async (term) => {
      const expected = names.flatMap((name, i) =>
        valuesOf(name, i).some((v) => v.toLowerCase().includes(term.toLowerCase())) ? [ids.get(name)] : [],
      );
      expect(await search(term, vendorListColumns)).toEqual(expected);
    },
  );

  it('never matches a term across the end of one column and the start of the next', async () => {
    // 'A' is the last name; its e-mail follows it in any combined text.
    const last = names.length - 1;
    expect(await search(`a${valuesOf('A', last)[1]!.slice(0, 3)}`, vendorListColumns)).toEqual([]);
    expect(await search(`a\u001fv${last}`, vendorListColumns)).toEqual([]);
    expect(await search(`${last}@example.in9`, vendorListColumns)).toEqual([]);
  });

  it('works when the query aliases the table', async () => {
    const rows = await database.handle.db
      .selectFrom('vendors as v')
      .select('v.vendor_id')
      .where(matchesText(database.handle.dialect, 'vendors', ['vendor_name'], 'priya', { alias: 'v' }))
      .execute();
    expect(rows.map((r) => r.vendor_id)).toEqual([ids.get('Priya Sharma')]);
  });

  it('follows inserts, updates and deletes', async () => {
    const { db } = database.handle;
    const { vendor_id } = await db
      .insertInto('vendors')
      .values({ vendor_name: 'Temporary Tiler', vendor_email: 't@example.in', vendor_mobile: '8000000001' })
      .returning('vendor_id')
      .executeTakeFirstOrThrow();
    expect(await search('tiler')).toEqual([vendor_id]);
    await db
      .updateTable('vendors')
      .set({ vendor_name: 'Permanent Painter' })
      .where('vendor_id', '=', vendor_id)
      .execute();
    expect(await search('tiler')).toEqual([]);
    expect(await search('painter')).toEqual([vendor_id]);
    await db.updateTable('vendors').set({ is_blocked: 1 }).where('vendor_id', '=', vendor_id).execute();
    expect(await search('painter')).toEqual([vendor_id]);
    await db.deleteFrom('vendors').where('vendor_id', '=', vendor_id).execute();
    expect(await search('painter')).toEqual([]);
  });

  it('keeps every other indexed table in step too', async () => {
    const { db, dialect } = database.handle;
    const customer = await db
      .insertInto('customers')
      .values({ customer_name: 'Meenakshi Iyer', mobile: '9123456780' })
      .returning('customer_id')
      .executeTakeFirstOrThrow();
    const found = await db
      .selectFrom('customers')
      .select('customer_id')
      .where(matchesText(dialect, 'customers', ['customer_name'], 'AKSHI'))
      .execute();
    expect(found).toEqual([customer]);
    await db.updateTable('customers').set({ customer_name: 'Meena Iyer' }).execute();
    const after = await db
      .selectFrom('customers')
      .select('customer_id')
      .where(matchesText(dialect, 'customers', ['customer_name'], 'akshi'))
      .execute();
    expect(after).toEqual([]);
  });

  /** The query plan of a search, with sequential scans off: the table is tiny. */
  const planOf = async (columns: Parameters<typeof matchesText<'vendors'>>[2], term: string) => {
    const { db, dialect } = database.handle;
    return db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') {
        for (const scan of ['seqscan', 'indexscan', 'indexonlyscan'])
          await sql`select set_config(${`enable_${scan}`}, 'off', true)`.execute(trx);
      }
      const query = trx
        .selectFrom('vendors')
        .select('vendor_id')
        .where(matchesText(dialect, 'vendors', columns, term))
        .compile();
      const explain = dialect === 'postgres' ? 'explain' : 'explain query plan';
      const result = await trx.executeQuery(
        CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
      );
      return JSON.stringify(result.rows);
    });
  };

  it('uses the trigram index for terms of three characters or more', async () => {
    const plan = await planOf(['vendor_name', 'vendor_email'], 'kumar');
    if (testDialect === 'sqlite') expect(plan).toMatch(/VIRTUAL TABLE INDEX \d+:M/);
    else expect(plan).toMatch(/vendors_vendor_name_trgm[\s\S]*vendors_vendor_email_trgm/);
  });

  it('serves the five-column Vendor List search from one trigram index', async () => {
    const plan = await planOf(vendorListColumns, 'kumar');
    if (testDialect === 'sqlite') expect(plan).toMatch(/VIRTUAL TABLE INDEX \d+:M/);
    else expect(plan).toMatch(/Bitmap Index Scan on vendors_search_text_trgm/);
  });

  it.each(terms)('finds the same names for %j when told to scan', async (term) => {
    const rows = await database.handle.db
      .selectFrom('vendors')
      .select('vendor_id')
      .where(matchesText(database.handle.dialect, 'vendors', ['vendor_name'], term, { scan: true }))
      .orderBy('vendor_id')
      .execute();
    expect(rows.map((r) => r.vendor_id)).toEqual(oracle(term, ids));
  });

  it.each(terms)('orderedTrigramMatch gives the same names for %j in key order, both ways', async (term) => {
    const { db, dialect } = database.handle;
    const ordered = orderedTrigramMatch(dialect, 'vendors', ['vendor_name'], term);
    const expected = oracle(term, ids).sort((a, b) => a - b);
    if (!ordered) {
      expect(dialect === 'postgres' || [...term].length < 3).toBe(true);
      return;
    }
    for (const direction of ['asc', 'desc'] as const) {
      const rows = await db
        .selectFrom('vendors as v')
        .innerJoin(ordered.table, (join) => join.onRef('fts.rowid', '=', 'v.vendor_id'))
        .select('v.vendor_id')
        .where(ordered.match)
        .orderBy('fts.rowid', direction)
        .execute();
      expect(rows.map((r) => r.vendor_id)).toEqual(direction === 'asc' ? expected : [...expected].reverse());
    }
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
  });
});

/** docs/product/api.md#search: a term that looks like a phone number also matches phone columns on its digits. */
describe(`matchesText with phone numbers on ${testDialect}`, () => {
  let database: TestDatabase;
  let vendorId: number;
  let lookalikeId: number;
  let customerId: number;

  const formats = [
    '7377271712',
    '73772 71712',
    '+91 73772 71712',
    '+91-73772-71712',
    '+917377271712',
    '91 73772 71712',
    '07377271712',
    '(73772) 71712',
    '73772',
    '772 717',
  ];

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    const vendor = (values: { vendor_name: string; vendor_email: string; vendor_mobile: string }) =>
      db.insertInto('vendors').values(values).returning('vendor_id').executeTakeFirstOrThrow();
    ({ vendor_id: vendorId } = await vendor({
      vendor_name: 'Anil Mehta',
      vendor_email: 'anil@example.in',
      vendor_mobile: '7377271712',
    }));
    // The digits in its name and e-mail, never in its mobile: a phone number does not find it.
    ({ vendor_id: lookalikeId } = await vendor({
      vendor_name: 'Shop 7377271712',
      vendor_email: 'x7377271712@example.in',
      vendor_mobile: '9000000001',
    }));
    ({ customer_id: customerId } = await db
      .insertInto('customers')
      .values({ customer_name: 'Meena Iyer', mobile: '7377271712' })
      .returning('customer_id')
      .executeTakeFirstOrThrow());
    await db
      .insertInto('customers')
      .values({ customer_name: 'Ravi 73772 71712', mobile: '9000000002' })
      .execute();
  });
  afterAll(() => database.drop());

  const vendorsFound = async (
    term: string,
    columns: Parameters<typeof matchesText<'vendors'>>[2] = VENDOR_SEARCH_COLUMNS,
    scan = false,
  ) => {
    const { db, dialect } = database.handle;
    const rows = await db
      .selectFrom('vendors')
      .select('vendor_id')
      .where(matchesText(dialect, 'vendors', columns, term, { scan }))
      .orderBy('vendor_id')
      .execute();
    return rows.map((r) => r.vendor_id);
  };

  /** National digits as typed match in every column (the look-alike's name and e-mail too); others in the mobile. */
  const expectedFor = (term: string) =>
    phoneSearchDigits(term) === term ? [vendorId, lookalikeId] : [vendorId];

  it.each(formats)('finds the vendor whose mobile is 7377271712 by %j', async (term) => {
    const expected = expectedFor(term);
    expect(await vendorsFound(term)).toEqual(expected);
    expect(await vendorsFound(term, VENDOR_SEARCH_COLUMNS, true)).toEqual(expected);
    expect(await vendorsFound(term, ['vendor_mobile'])).toEqual([vendorId]);
  });

  it.each(formats)('orderedTrigramMatch finds the same vendor by %j', async (term) => {
    const { db, dialect } = database.handle;
    const ordered = orderedTrigramMatch(dialect, 'vendors', VENDOR_SEARCH_COLUMNS, term);
    if (!ordered) {
      expect(dialect).toBe('postgres');
      return;
    }
    const rows = await db
      .selectFrom('vendors as v')
      .innerJoin(ordered.table, (join) => join.onRef('fts.rowid', '=', 'v.vendor_id'))
      .select('v.vendor_id')
      .where(ordered.match)
      .orderBy('fts.rowid')
      .execute();
    expect(rows.map((r) => r.vendor_id)).toEqual(expectedFor(term));
  });

  it('matches the digits only in phone columns, and the term as typed in every column', async () => {
    expect(await vendorsFound('+91 73772 71712', ['vendor_name', 'vendor_email'])).toEqual([]);
    const { db, dialect } = database.handle;
    const customers = async (term: string) =>
      (
        await db
          .selectFrom('customers')
          .select('customer_name')
          .where(matchesText(dialect, 'customers', ['customer_name', 'mobile'], term))
          .orderBy('customer_id')
          .execute()
      ).map((r) => r.customer_name);
    expect(await customers('73772 71712')).toEqual(['Meena Iyer', 'Ravi 73772 71712']);
    expect(await customers('+91 73772 71712')).toEqual(['Meena Iyer']);
    expect(await customers('A-12')).toEqual([]);
    expect(await customers('Meena')).toEqual(['Meena Iyer']);
  });

  /** The plan of a search, with sequential scans off: the tables are tiny. */
  const planOf = async (table: 'vendors' | 'customers', term: string) => {
    const { db, dialect } = database.handle;
    return db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') {
        for (const scan of ['seqscan', 'indexscan', 'indexonlyscan'])
          await sql`select set_config(${`enable_${scan}`}, 'off', true)`.execute(trx);
      }
      const query =
        table === 'vendors'
          ? trx
              .selectFrom('vendors')
              .select('vendor_id')
              .where(matchesText(dialect, 'vendors', VENDOR_SEARCH_COLUMNS, term))
              .compile()
          : trx
              .selectFrom('customers')
              .select('customer_id')
              .where(matchesText(dialect, 'customers', ['customer_name', 'mobile'], term))
              .compile();
      const explain = dialect === 'postgres' ? 'explain' : 'explain query plan';
      const result = await trx.executeQuery(
        CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
      );
      return JSON.stringify(result.rows);
    });
  };

  it('keeps a phone number search on the trigram indexes', async () => {
    const vendors = await planOf('vendors', '+91 73772 71712');
    const customers = await planOf('customers', '+91 73772 71712');
    if (testDialect === 'sqlite') {
      expect(vendors).toMatch(/VIRTUAL TABLE INDEX \d+:M/);
      expect(customers).toMatch(/VIRTUAL TABLE INDEX \d+:M/);
    } else {
      expect(vendors).toMatch(/Bitmap Index Scan on vendors_search_text_trgm/);
      expect(vendors).not.toMatch(/Seq Scan/);
      expect(customers).toMatch(/customers_customer_name_trgm[\s\S]*customers_mobile_trgm/);
      expect(customers).not.toMatch(/Seq Scan/);
    }
  });

  it('never finds a customer by a number whose digits are not in a mobile', async () => {
    expect(customerId).toBeGreaterThan(0);
    expect(await vendorsFound('+91 12345 67890')).toEqual([]);
  });
});
