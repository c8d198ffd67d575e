import { sql } from 'kysely';
import type { Dialect } from '../driver/database';
import type { AnyDb, DialectMigration } from './helpers';

interface SearchedTable {
  table: string;
  key: string;
  columns: readonly string[];
}

/** Written out here rather than imported: a migration must keep meaning what it meant when it ran. */
const searched: readonly SearchedTable[] = [
  {
    table: 'vendors',
    key: 'vendor_id',
    columns: ['vendor_name', 'vendor_email', 'vendor_mobile', 'bussiness_category', 'name_of_bussiness'],
  },
  { table: 'customers', key: 'customer_id', columns: ['customer_name'] },
  { table: 'customer_service_bookings', key: 'booking_id', columns: ['customer_name'] },
  { table: 'customer_payments', key: 'payment_id', columns: ['customer_name'] },
  { table: 'vendor_payments', key: 'payment_id', columns: ['vendor_name'] },
  { table: 'vendor_complaints', key: 'vend_comp_id', columns: ['vendor_name'] },
  { table: 'customer_complaints', key: 'cust_comp_id', columns: ['customer_name'] },
];

/**
 * Trigram indexes for the case-insensitive substring searches of docs/product/api.md#search: SQLite FTS5 external-content
 * tables kept in sync by triggers, PostgreSQL pg_trgm GIN indexes that ILIKE '%term%' uses.
 */
export const searchMigration: DialectMigration = (dialect: Dialect) => ({
  async up(db: AnyDb) {
    if (dialect === 'postgres') {
      await sql`create extension if not exists pg_trgm`.execute(db);
      for (const { table, columns } of searched) {
        for (const column of columns) {
          await sql`create index ${sql.id(`${table}_${column}_trgm`)} on ${sql.table(table)}
            using gin (${sql.ref(column)} gin_trgm_ops)`.execute(db);
        }
      }
      return;
    }
    for (const entry of searched) await createFts(db, entry);
  },
  async down(db: AnyDb) {
    for (const { table, columns } of searched) {
      if (dialect === 'postgres') {
        for (const column of columns) await sql`drop index ${sql.id(`${table}_${column}_trgm`)}`.execute(db);
      } else {
        for (const suffix of ['ai', 'ad', 'au']) {
          await sql`drop trigger ${sql.id(`${table}_fts_${suffix}`)}`.execute(db);
        }
        await sql`drop table ${sql.id(`${table}_fts`)}`.execute(db);
      }
    }
  },
});

async function createFts(db: AnyDb, { table, key, columns }: SearchedTable): Promise<void> {
  const fts = `${table}_fts`;
  const list = sql.join(columns.map((c) => sql.id(c)));
  const newValues = sql.join(columns.map((c) => sql.ref(`new.${c}`)));
  const oldValues = sql.join(columns.map((c) => sql.ref(`old.${c}`)));
  // columnsize=0: no ranking is ever asked for, so the per-row size table is write cost for nothing.
  await sql`create virtual table ${sql.id(fts)} using fts5(${list}, content=${sql.lit(table)},
    content_rowid=${sql.lit(key)}, tokenize='trigram', columnsize=0)`.execute(db);
  await sql`create trigger ${sql.id(`${fts}_ai`)} after insert on ${sql.table(table)} begin
    insert into ${sql.id(fts)} (rowid, ${list}) values (${sql.ref(`new.${key}`)}, ${newValues});
  end`.execute(db);
  await sql`create trigger ${sql.id(`${fts}_ad`)} after delete on ${sql.table(table)} begin
    insert into ${sql.id(fts)} (${sql.id(fts)}, rowid, ${list})
      values ('delete', ${sql.ref(`old.${key}`)}, ${oldValues});
  end`.execute(db);
  // Only edits of the searched columns touch the index, so approve/block/assign writes stay cheap.
  await sql`create trigger ${sql.id(`${fts}_au`)} after update of ${list} on ${sql.table(table)} begin
    insert into ${sql.id(fts)} (${sql.id(fts)}, rowid, ${list})
      values ('delete', ${sql.ref(`old.${key}`)}, ${oldValues});
    insert into ${sql.id(fts)} (rowid, ${list}) values (${sql.ref(`new.${key}`)}, ${newValues});
  end`.execute(db);
}
