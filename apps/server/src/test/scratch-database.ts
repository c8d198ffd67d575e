import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Dialect } from '../db/driver/database';

/** The local PostgreSQL server's maintenance database, through which scratch databases come and go. */
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  /** DATABASE_URL: a postgres:// URL or the SQLite file. */
  url: string;
  /** Removes every trace: the SQLite folder, or the PostgreSQL database WITH (FORCE). */
  remove(): Promise<void>;
}

/**
 * A new, empty database of its own, for the tests (test-database.ts) and the benchmarks
 * (bench/lib/bench-database.ts): `seva.db` in a new folder `<dirPrefix>…` under the temp directory,
 * or `<pgPrefix>_<random>` on the local PostgreSQL server.
 */
export async function createScratchDatabase(
  dialect: Dialect,
  names: { dirPrefix: string; pgPrefix: string },
): Promise<ScratchDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), names.dirPrefix));
    return {
      url: join(dir, 'seva.db'),
      async remove() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `${names.pgPrefix}_${randomBytes(4).toString('hex')}`;
  await withPgAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  return {
    url: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`),
    async remove() {
      await withPgAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
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
