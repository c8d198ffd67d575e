import { sql } from 'kysely';
import { type AnyDb, type DialectMigration, money, nowDefault, withId } from './helpers';

/**
 * Refunds of customer payments (docs/product/refunds.md, docs/decisions/034-refund-guard.md).
 * - `customer_payments.refund_reserved_paise`: whole paise of the payment's refunds that are `pending`,
 *   `requested` or `processed`; the one guarded statement that reserves a refund adds to it only while
 *   `round(payment_amount × 100) − refund_reserved_paise` still covers the amount, and a failed refund
 *   takes its amount back off. `refunded_paise`: the `processed` ones. Integers, so the guard is exact on
 *   both databases (a numeric(12,2) on SQLite is a double).
 * - `refunds`: one row per refund, its money in rupees as every money column (ADR 003). `status` moves
 *   `pending` → `requested` → `processed` | `failed` (or `pending` → `failed`), each move one conditional
 *   update. `provider_refund_id` is unique once known. The customer's name is kept on the row, as on
 *   every other table the lists search, with its trigram index (migration 2026-11-21-003-search).
 */
export const refundsMigration: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable('customer_payments')
      .addColumn('refund_reserved_paise', 'integer', (c) =>
        c.notNull().defaultTo(0).check(sql`refund_reserved_paise >= 0`),
      )
      .execute();
    await db.schema
      .alterTable('customer_payments')
      .addColumn('refunded_paise', 'integer', (c) => c.notNull().defaultTo(0).check(sql`refunded_paise >= 0`))
      .execute();

    await withId(db.schema.createTable('refunds'), dialect, 'refund_id')
      .addColumn('payment_id', 'integer', (c) => c.notNull().references('customer_payments.payment_id'))
      .addColumn('booking_id', 'integer', (c) => c.notNull())
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('customer_name', 'text', (c) => c.notNull())
      .addColumn('amount', money, (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending', 'requested', 'processed', 'failed')`),
      )
      .addColumn('provider_refund_id', 'text')
      .addColumn('failure_reason', 'text')
      .addColumn('requested_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
      .addColumn('requested_by_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addColumn('updated_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addColumn('processed_at', 'text')
      .execute();
    await db.schema
      .createIndex('refunds_payment_idx')
      .on('refunds')
      .columns(['payment_id', 'refund_id'])
      .execute();
    await db.schema
      .createIndex('refunds_status_idx')
      .on('refunds')
      .columns(['status', 'refund_id'])
      .execute();
    await db.schema
      .createIndex('refunds_customer_idx')
      .on('refunds')
      .columns(['customer_id', 'refund_id'])
      .execute();
    await db.schema
      .createIndex('refunds_provider_refund_key')
      .on('refunds')
      .column('provider_refund_id')
      .unique()
      .where(sql.ref('provider_refund_id'), 'is not', null)
      .execute();

    if (dialect === 'postgres') {
      await sql`create index refunds_customer_name_trgm on refunds using gin (customer_name gin_trgm_ops)`.execute(
        db,
      );
      return;
    }
    // As 2026-11-21-003-search's FTS5 tables, written out here (a migration keeps meaning what it meant).
    await sql`create virtual table refunds_fts using fts5(customer_name, content='refunds',
      content_rowid='refund_id', tokenize='trigram', columnsize=0)`.execute(db);
    await sql`create trigger refunds_fts_ai after insert on refunds begin
      insert into refunds_fts (rowid, customer_name) values (new.refund_id, new.customer_name);
    end`.execute(db);
    await sql`create trigger refunds_fts_ad after delete on refunds begin
      insert into refunds_fts (refunds_fts, rowid, customer_name) values ('delete', old.refund_id, old.customer_name);
    end`.execute(db);
    await sql`create trigger refunds_fts_au after update of customer_name on refunds begin
      insert into refunds_fts (refunds_fts, rowid, customer_name) values ('delete', old.refund_id, old.customer_name);
      insert into refunds_fts (rowid, customer_name) values (new.refund_id, new.customer_name);
    end`.execute(db);
  },
  async down(db: AnyDb) {
    if (dialect === 'sqlite') {
      for (const suffix of ['ai', 'ad', 'au'])
        await sql`drop trigger ${sql.id(`refunds_fts_${suffix}`)}`.execute(db);
      await sql`drop table refunds_fts`.execute(db);
    }
    await db.schema.dropTable('refunds').execute();
    await db.schema.alterTable('customer_payments').dropColumn('refunded_paise').execute();
    await db.schema.alterTable('customer_payments').dropColumn('refund_reserved_paise').execute();
  },
});
