import { createDatabase, type DatabaseHandle, type Dialect } from '../../apps/server/src/db/driver/database';
import { settleAfterBulkLoad } from '../../apps/server/src/db/driver/maintenance';
import { migrateToLatest } from '../../apps/server/src/db/migrations/migrate';
import { ensureAdmin } from '../../apps/server/src/modules/auth/bootstrap';
import { createScratchDatabase } from '../../apps/server/src/test/scratch-database';
import { BENCH_ADMIN } from './server-process';

export interface BenchDatabase {
  dialect: Dialect;
  /** DATABASE_URL for the server: a postgres:// URL or the SQLite file. */
  url: string;
  drop(): Promise<void>;
}

/** A fresh empty database: a SQLite file in a new directory, or `seva_bench_<random>` on local PostgreSQL. */
export async function createBenchDatabase(dialect: Dialect): Promise<BenchDatabase> {
  const scratch = await createScratchDatabase(dialect, {
    dirPrefix: 'seva-bench-db-',
    pgPrefix: 'seva_bench',
  });
  return { dialect, url: scratch.url, drop: () => scratch.remove() };
}

/** A connection to a bench database for seeding and inspection. */
export function openBenchDatabase(url: string): DatabaseHandle {
  return createDatabase(url, {
    onIdleConnectionError: (err) => console.warn(`bench: an idle database connection failed: ${err.message}`),
  });
}

/**
 * Migrates the bench database, makes sure the bench admin exists, runs `seed` and settles the database
 * after the bulk load; answers the seeding time in ms (`seed` alone).
 */
export async function seedBenchDatabase(
  database: BenchDatabase,
  seed: (handle: DatabaseHandle, adminId: number) => Promise<void>,
): Promise<number> {
  const handle = openBenchDatabase(database.url);
  try {
    await migrateToLatest(handle.db, handle.dialect);
    const admin = await ensureAdmin(handle.db, { name: 'Bench Admin', ...BENCH_ADMIN });
    const started = performance.now();
    await seed(handle, admin.id);
    const ms = performance.now() - started;
    await settleAfterBulkLoad(handle);
    return ms;
  } finally {
    await handle.destroy();
  }
}
