import type { SelectQueryBuilder } from 'kysely';

/**
 * How many rows `query` (a filtered selectFrom, without a select list) matches: one `count(*)`, which
 * PostgreSQL answers as a bigint string and SQLite as a number.
 */
export async function countRows<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll().as('n'))
    .$castTo<{ n: number | string | bigint }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
