import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import { migrateToLatest } from './migrate';

describe(`migrations on ${testDialect}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('creates the auth and audit tables', async () => {
    const tables = await database.handle.db.introspection.getTables();
    const names = tables.map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining(['admins', 'admin_sessions', 'otp_challenges', 'audit_log', 'uploads']),
    );
  });

  it('is idempotent: running again changes nothing', async () => {
    await migrateToLatest(database.handle.db, database.handle.dialect);
    const rows = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(
      database.handle.db,
    );
    expect(Number(rows.rows[0]?.n)).toBeGreaterThan(0);
  });
});
