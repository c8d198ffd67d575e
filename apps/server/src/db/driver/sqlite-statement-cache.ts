import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Distinct query texts kept prepared; `IN (…)` lists of varying length make the set open-ended. */
const STATEMENTS_KEPT = 500;

/**
 * Kysely's SQLite driver prepares every query anew, which cost ~15 % of a list request's CPU under load.
 * This hands it a prepared statement per distinct SQL text instead. Reuse is safe because better-sqlite3
 * runs each statement to completion synchronously; the one exception, a statement still being iterated,
 * does not occur here (Kysely's streamQuery is never used), and a busy statement is prepared afresh.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: STATEMENTS_KEPT });
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(text: string): SqliteStatement {
      const cached = statements.get(text);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(text);
      statements.set(text, statement);
      return statement;
    },
  };
}
