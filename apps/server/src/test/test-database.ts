import { createDatabase, type DatabaseHandle, type Dialect } from '../db/driver/database';
import { migrateToLatest } from '../db/migrations/migrate';
import { createScratchDatabase } from './scratch-database';

/** The dialect the suite runs on: `DIALECT=postgres` runs the same tests against PostgreSQL. */
export const testDialect: Dialect = process.env.DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  url: string;
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one test file; `drop()` removes every trace. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const scratch = await createScratchDatabase(testDialect, {
    dirPrefix: 'seva-test-',
    pgPrefix: `seva_test_${process.pid}`,
  });
  const handle = createDatabase(scratch.url, {
    ...(testDialect === 'postgres' ? { poolSize: 5 } : {}),
    onIdleConnectionError: ignoreDroppedDatabase,
  });
  await migrateToLatest(handle.db, handle.dialect);
  return {
    url: scratch.url,
    handle,
    async drop() {
      await handle.destroy();
      await scratch.remove();
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
