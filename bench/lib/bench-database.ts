import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle, type Dialect } from '../../apps/server/src/db/database';

const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  dialect: Dialect;
  /** DATABASE_URL for the server: a postgres:// URL or the SQLite file. */
  url: string;
  drop(): Promise<void>;
}

/** A fresh empty database: a SQLite file in a new directory, or `seva_bench_<random>` on local PostgreSQL. */
export async function createBenchDatabase(dialect: Dialect): Promise<BenchDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'seva-bench-db-'));
    return {
      dialect,
      url: join(dir, 'seva.db'),
      async drop() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `seva_bench_${randomBytes(4).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  return {
    dialect,
    url: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`),
    drop: () =>
      withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** A connection to a bench database for seeding and inspection. */
export function openBenchDatabase(url: string): DatabaseHandle {
  return createDatabase(url, {
    onIdleConnectionError: (err) => console.warn(`bench: an idle database connection failed: ${err.message}`),
  });
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
