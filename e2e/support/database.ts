import { join } from 'node:path';
import Database from 'better-sqlite3';
import { dataDir } from './environment';

/**
 * The SQLite file of the server under test, for arranging exact states the API cannot create
 * (a vendor in a given state, a booking with given flags). WAL mode lets the server keep running.
 * Rows are built by the server's fixtures (apps/server/src/test/fixtures) and queries by its
 * `sqliteQueries`, as in booking-rows.ts: no SQL is written by hand here.
 * Each spec owns the rows it inserts; the demo data is shared and must not be changed by tests.
 * `directory`: the DATA_DIR of another server than the one the run started.
 */
export function withDatabase<T>(fn: (db: Database.Database) => T, directory = dataDir()): T {
  const db = new Database(join(directory, 'seva.db'));
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/**
 * Runs a write that answers no rows (a delete), built with the fixtures' `sqliteQueries`, on `db`;
 * answers how many rows it changed. (The fixtures' runSync is for queries that answer rows.)
 */
export function runWriteSync(
  db: Database.Database,
  query: { compile(): { sql: string; parameters: readonly unknown[] } },
): number {
  const { sql, parameters } = query.compile();
  return db.prepare(sql).run(...parameters).changes;
}
