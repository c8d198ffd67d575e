import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle, type Dialect } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/** The dialect the suite runs on: `DIALECT=postgres` runs the same tests against PostgreSQL. */
export const testDialect: Dialect = process.env.DIALECT === 'postgres' ? 'postgres' : 'sqlite';

const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one test file; `drop()` removes every trace. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDialect === 'postgres') {
    const name = `seva_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withPgAdmin((c) => c.query(`CREATE DATABASE ${name}`));
    const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
    const handle = createDatabase(url, { poolSize: 5, onIdleConnectionError: ignoreDroppedDatabase });
    await migrateToLatest(handle.db, handle.dialect);
    return {
      url,
      handle,
      async drop() {
        await handle.destroy();
        await withPgAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'seva-test-'));
  const url = join(dir, 'seva.db');
  const handle = createDatabase(url, { onIdleConnectionError: ignoreDroppedDatabase });
  await migrateToLatest(handle.db, handle.dialect);
  return {
    url,
    handle,
    async drop() {
      await handle.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const ADMIN_SHUTDOWN = '57P01';

/**
 * `drop()` ends the pool, whose connections close in the background, then drops the database WITH
 * (FORCE), which may terminate one still closing. Anything else is a real failure and is rethrown.
 */
function ignoreDroppedDatabase(err: Error): void {
  if ((err as { code?: string }).code !== ADMIN_SHUTDOWN) throw err;
}

async function withPgAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
