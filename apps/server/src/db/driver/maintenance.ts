import { sql } from 'kysely';
import type { DatabaseHandle } from './database';
import { ftsTables } from './search';

/**
 * After a bulk load (the demo seed, a bench seed, an import), bring the database to the steady state a
 * live one reaches by itself:
 * - SQLite: merge each FTS5 index into one segment. A bulk load leaves hundreds of segments that every
 *   search must visit (a common surname's page of 50: ~0.9 ms → ~0.1 ms at 100 000 vendors); day-to-day
 *   writes are kept merged by FTS5's automerge. Then planner statistics.
 * - PostgreSQL: statistics, and the visibility map autovacuum keeps, which index-only counts need.
 */
export async function settleAfterBulkLoad({ db, dialect }: DatabaseHandle): Promise<void> {
  if (dialect === 'postgres') {
    await sql`vacuum analyze`.execute(db);
    return;
  }
  for (const fts of ftsTables) {
    await sql`insert into ${sql.table(fts)} (${sql.ref(fts)}) values ('optimize')`.execute(db);
  }
  await sql`analyze`.execute(db);
}
