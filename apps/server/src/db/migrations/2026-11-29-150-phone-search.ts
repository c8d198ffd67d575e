import { sql } from 'kysely';
import type { AnyDb, DialectMigration } from './helpers';

interface SearchedTable {
  table: string;
  key: string;
}

/** Written out here rather than imported: a migration must keep meaning what it meant when it ran. */
const tables: readonly SearchedTable[] = [
  { table: 'customers', key: 'customer_id' },
  { table: 'customer_service_bookings', key: 'booking_id' },
];
const before = ['customer_name'];
const after = ['customer_name', 'mobile'];

/**
 * The customers and bookings lists also search the customer's mobile (a phone number typed any Indian way
 * matches it, docs/product/api.md#search), through the trigram indexes like the name: PostgreSQL gets a
 * pg_trgm GIN index on each `mobile`; SQLite's FTS5 tables (2026-11-21-003-search) are made again with the
 * mobile as a second column and filled from their tables.
 */
export const phoneSearchMigration: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    for (const entry of tables) {
      if (dialect === 'postgres') {
        await sql`create index ${sql.id(`${entry.table}_mobile_trgm`)} on ${sql.table(entry.table)}
          using gin (mobile gin_trgm_ops)`.execute(db);
      } else {
        await dropFts(db, entry);
        await createFts(db, entry, after);
      }
    }
  },
  async down(db: AnyDb) {
    for (const entry of tables) {
      if (dialect === 'postgres') {
        await sql`drop index ${sql.id(`${entry.table}_mobile_trgm`)}`.execute(db);
      } else {
        await dropFts(db, entry);
        await createFts(db, entry, before);
      }
    }
  },
});

async function dropFts(db: AnyDb, { table }: SearchedTable): Promise<void> {
  for (const suffix of ['ai', 'ad', 'au'])
    await sql`drop trigger ${sql.id(`${table}_fts_${suffix}`)}`.execute(db);
  await sql`drop table ${sql.id(`${table}_fts`)}`.execute(db);
}

/** As 2026-11-21-003-search made them, then filled from the table's rows. */
async function createFts(
  db: AnyDb,
  { table, key }: SearchedTable,
  columns: readonly string[],
): Promise<void> {
  const fts = `${table}_fts`;
  const list = sql.join(columns.map((c) => sql.id(c)));
  const newValues = sql.join(columns.map((c) => sql.ref(`new.${c}`)));
  const oldValues = sql.join(columns.map((c) => sql.ref(`old.${c}`)));
  await sql`create virtual table ${sql.id(fts)} using fts5(${list}, content=${sql.lit(table)},
    content_rowid=${sql.lit(key)}, tokenize='trigram', columnsize=0)`.execute(db);
  await sql`create trigger ${sql.id(`${fts}_ai`)} after insert on ${sql.table(table)} begin
    insert into ${sql.id(fts)} (rowid, ${list}) values (${sql.ref(`new.${key}`)}, ${newValues});
  end`.execute(db);
  await sql`create trigger ${sql.id(`${fts}_ad`)} after delete on ${sql.table(table)} begin
    insert into ${sql.id(fts)} (${sql.id(fts)}, rowid, ${list})
      values ('delete', ${sql.ref(`old.${key}`)}, ${oldValues});
  end`.execute(db);
  await sql`create trigger ${sql.id(`${fts}_au`)} after update of ${list} on ${sql.table(table)} begin
    insert into ${sql.id(fts)} (${sql.id(fts)}, rowid, ${list})
      values ('delete', ${sql.ref(`old.${key}`)}, ${oldValues});
    insert into ${sql.id(fts)} (rowid, ${list}) values (${sql.ref(`new.${key}`)}, ${newValues});
  end`.execute(db);
  await sql`insert into ${sql.id(fts)} (${sql.id(fts)}) values ('rebuild')`.execute(db);
}
