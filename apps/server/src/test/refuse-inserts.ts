import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { testDialect } from './test-database';

/**
 * A trigger that makes the database refuse inserts into `table` whose `column` is `value`, as a full disk
 * or a lost connection would fail that one statement. Answers the function that removes it.
 */
export async function refuseInserts(
  db: Kysely<Database>,
  table: keyof Database & string,
  column: string,
  value: string,
): Promise<() => Promise<void>> {
  const name = sql.raw(`refuse_${table}`);
  const on = sql.table(table);
  const matches = sql`new.${sql.ref(column)} = ${sql.lit(value)}`;
  if (testDialect === 'sqlite') {
    await sql`create trigger ${name} before insert on ${on} when ${matches}
      begin select raise(abort, 'refused by the test'); end`.execute(db);
    return async () => {
      await sql`drop trigger ${name}`.execute(db);
    };
  }
  await sql`create function ${name}() returns trigger language plpgsql as $$
    begin if ${matches} then raise exception 'refused by the test'; end if; return new; end $$`.execute(db);
  await sql`create trigger ${name} before insert on ${on} for each row execute function ${name}()`.execute(
    db,
  );
  return async () => {
    await sql`drop trigger ${name} on ${on}`.execute(db);
    await sql`drop function ${name}()`.execute(db);
  };
}
