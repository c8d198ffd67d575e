import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrationState } from './db/migrations/migration-state';
import { buildServerBundle, startServerProcess } from './test/server-process';
import { createTestDatabase, type TestDatabase, testDialect } from './test/test-database';

const FROM_A_NEWER_VERSION = '2999-01-01-001-from-a-newer-version';

describe(`the server process on a database a newer version migrated (${testDialect})`, () => {
  let database: TestDatabase;
  let bundle: Awaited<ReturnType<typeof buildServerBundle>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`insert into kysely_migration (name, timestamp) values (${FROM_A_NEWER_VERSION}, ${new Date().toISOString()})`.execute(
      database.handle.db,
    );
    bundle = await buildServerBundle();
  }, 60_000);

  afterAll(async () => {
    bundle?.remove();
    await database?.drop();
  });

  it('refuses to start, with a clear message and a non-zero exit, and leaves the database as it was', async () => {
    const before = await readMigrationState(database.handle.db);
    const started = startServerProcess(bundle.entry, database.url, undefined, {});
    await expect(started).rejects.toThrow(/server exited with 1: /);
    const message = await started.catch((err: Error) => err.message);
    expect(message).toContain(
      `Seva Admin will not start: the database was migrated by a newer version of Seva Admin (migrations this version does not know: ${FROM_A_NEWER_VERSION})`,
    );
    // The message, not a stack trace.
    expect(message).not.toMatch(/\n\s+at /);
    expect(await readMigrationState(database.handle.db)).toEqual(before);
  }, 30_000);
});
