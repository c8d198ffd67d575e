import type SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

/**
 * Answers a mark that is the same at two moments only if no row of the database changed in between, or
 * undefined when it cannot tell (ADR 022). Read it before a count: a total counted after the mark was
 * read, while the database still has that mark, is exact. Each DatabaseHandle has one, carried on
 * ServiceDeps as `changeMark`.
 */
export type ChangeMark = () => Promise<string | undefined>;

/**
 * SQLite: `PRAGMA data_version` (it moves when another connection commits: another process, since the
 * read workers never write) and `total_changes()` (rows this connection has written). Undefined inside
 * a transaction, whose rows count in total_changes before they are committed, and on a closed database.
 */
export function sqliteChangeMark(sqlite: SQLite.Database): ChangeMark {
  const read = sqlite.prepare<[], { version: number; changes: number }>(
    'select data_version as version, total_changes() as changes from pragma_data_version()',
  );
  return async () => {
    if (!sqlite.open || sqlite.inTransaction) return undefined;
    const mark = read.get();
    return mark && `${mark.version}.${mark.changes}`;
  };
}

/**
 * PostgreSQL: the current snapshot (`pg_current_snapshot()`: the next transaction id and those still in
 * progress). The same snapshot again means that no transaction that could write began or ended in
 * between, in any database of the server; a count's own snapshot, taken after, saw the same rows. A
 * failed read is undefined: the total is then counted again.
 */
export function postgresChangeMark(db: Kysely<Database>): ChangeMark {
  return () =>
    sql<{ mark: string }>`select pg_current_snapshot()::text as mark`
      .execute(db)
      .then(({ rows }) => rows[0]?.mark)
      .catch(() => undefined);
}
