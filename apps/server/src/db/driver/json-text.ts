import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from './database';

/**
 * The text at `key` of a JSON text column (ADR 003: nested objects are JSON text), null when the column is
 * null, not JSON, not an object or has no text at `key`, as the mappers read it: what a list sorts a
 * nested field by (the vendors' `payment_details.renewal_date`). SQLite tests json_valid() first;
 * PostgreSQL's `seva_json_text` (migration 2026-11-29-170-list-sorts) answers null for a broken text.
 */
export function jsonText(dialect: Dialect, column: string, key: string): RawBuilder<string | null> {
  const ref = sql.ref(column);
  if (dialect === 'postgres') return sql<string | null>`seva_json_text(${ref}, ${sql.lit(key)})`;
  const path = sql.lit(`$.${key}`);
  return sql<string | null>`(case when json_valid(${ref}) and json_type(${ref}, ${path}) = 'text'
    then ${ref} ->> ${path} end)`;
}
