import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Answers a mark that is the same at two moments only if no row of the database changed in between, or
 * undefined when it cannot tell (ADR 020).
 */
export type ChangeMark = () => string | undefined;

const marks = new WeakMap<Kysely<Database>, ChangeMark>();

/**
 * SQLite: `PRAGMA data_version` (it moves when another connection commits: another process, since the
 * read workers never write) and `total_changes()` (rows this connection has written). Undefined inside
 * a transaction, whose rows count in total_changes before they are committed, and on a closed database.
 */
export function sqliteChangeMark(sqlite: SQLite.Database): ChangeMark {
  const read = sqlite.prepare<[], { version: number; changes: number }>(
    'select data_version as version, total_changes() as changes from pragma_data_version()',
  );
  return () => {
    if (!sqlite.open || sqlite.inTransaction) return undefined;
    const mark = read.get();
    return mark && `${mark.version}.${mark.changes}`;
  };
}

/** Makes `mark` what changeMarkOf(db) answers (createDatabase, on SQLite). */
export function setChangeMark(db: Kysely<Database>, mark: ChangeMark): void {
  marks.set(db, mark);
}

/** The database's change mark; on PostgreSQL, none (nothing as cheap tells whether rows changed). */
export function changeMarkOf(db: Kysely<Database>): ChangeMark | undefined {
  return marks.get(db);
}
