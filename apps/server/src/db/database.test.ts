import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialect } from '../test/test-database';
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
