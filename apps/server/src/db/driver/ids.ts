import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import type { Dialect } from './database';

type TableName = keyof Database & string;
type ColumnOf<T extends TableName> = keyof Database[T] & string;

/** The id after the largest one in use, for writers that assign ids themselves (seeders). */
export async function nextId<T extends TableName>(
  db: Kysely<Database>,
  table: T,
  column: ColumnOf<T>,
): Promise<number> {
  const result = await sql<{
    max: number | string | null;
  }>`select max(${sql.ref(column)}) as max from ${sql.table(table)}`.execute(db);
  return Number(result.rows[0]?.max ?? 0) + 1;
}

/**
 * PostgreSQL identity columns hand out ids from a sequence that explicit ids do not advance; move it past
 * the largest id so later inserts that let the database choose do not collide. SQLite needs nothing.
 */
export async function syncIdSequence<T extends TableName>(
  db: Kysely<Database>,
  dialect: Dialect,
  table: T,
  column: ColumnOf<T>,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
    coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
}
