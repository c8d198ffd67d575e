import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import { createDatabase, type DatabaseHandle } from './database';

describe.runIf(testDialect === 'postgres')('a PostgreSQL connection that dies while idle', () => {
  let t: TestDatabase;
  let handle: DatabaseHandle;
  const reported: Error[] = [];

  beforeAll(async () => {
    t = await createTestDatabase();
    handle = createDatabase(t.url, { poolSize: 1, onIdleConnectionError: (err) => reported.push(err) });
  });
  afterAll(async () => {
    await handle.destroy();
    await t.drop();
  });

  it('is reported, not thrown, and the next query gets a new connection', async () => {
    const pid = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
    const backend = pid.rows[0]!.pid;

    await sql`select pg_terminate_backend(${backend})`.execute(t.handle.db);
    await expect.poll(() => reported.length).toBe(1);

    const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
    expect(again.rows[0]!.pid).not.toBe(backend);
  });
});

describe.runIf(testDialect === 'postgres')('PostgreSQL prepared statements', () => {
  let t: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    t = await createTestDatabase();
    handle = createDatabase(t.url, { poolSize: 1, onIdleConnectionError: () => {} });
  });
  afterAll(async () => {
    await handle.destroy();
    await t.drop();
  });

  const prepared = async () =>
    (
      await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(handle.db)
    ).rows.map((r) => r.statement);

  it('prepares a query once per connection and reuses it', async () => {
    for (let i = 0; i < 3; i++) {
      const row = await handle.db.selectFrom('admins').select('id').where('id', '=', i).execute();
      expect(row).toEqual([]);
    }
    const statements = await prepared();
    expect(statements.filter((s) => s.includes('from "admins"'))).toHaveLength(1);
  });

  it('keeps working after another process changes the columns of a prepared select *', async () => {
    const read = () => handle.db.selectFrom('service_categories').selectAll().execute();
    await read();
    await sql`alter table service_categories add column added_elsewhere text`.execute(t.handle.db);
    // The first read on the stale statement may fail; the connection is then replaced.
    await read().catch(() => undefined);
    const rows = await read();
    expect(rows).toEqual([]);
  });
});
