import { join } from 'node:path';
import Database from 'better-sqlite3';
import { dataDir } from './environment';

/**
 * The SQLite file of the server under test, for arranging exact states the API cannot create
 * (a vendor in a given state, a booking with given flags). WAL mode lets the server keep running.
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
