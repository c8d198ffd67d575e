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

/**
 * Resolves once no outbox delivery is waiting or in flight (none `pending`, none claimed): what the
 * changes so far asked to send has been sent, or failed and waits for a retry. A test that counts what
 * was sent starts from here, so a text of the test before it cannot arrive in its count.
 */
export async function outboxSettled(db: Kysely<Database>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const busy = await db
      .selectFrom('outbox')
      .select('id')
      .where((eb) => eb.or([eb('status', '=', 'pending'), eb('locked_until', 'is not', null)]))
      .limit(1)
      .execute();
    if (busy.length === 0) return;
    if (Date.now() > end)
      throw new Error(`outbox deliveries still pending or in flight after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
