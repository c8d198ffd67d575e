import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The number of rows of every table of the database, by table name: equal before and after a refused
 * request means it wrote nothing (every admin mutation also writes an audit_log row).
 */
export async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
  const counts = tables.map((table) => sql`select ${table} as name, count(*) as n from ${sql.table(table)}`);
  const { rows } = await sql<{
    name: string;
    n: number | string;
  }>`${sql.join(counts, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

/** The number of rows of one table. */
export async function rowCount(db: Kysely<Database>, table: keyof Database & string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}
