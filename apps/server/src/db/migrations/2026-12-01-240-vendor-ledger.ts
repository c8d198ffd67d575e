import { sql } from 'kysely';
import { type AnyDb, type DialectMigration, nowDefault, withId } from './helpers';

/**
 * The vendor ledger and payouts (docs/decisions/037-vendor-ledger.md).
 * - `service_categories.commission_percent`: the marketplace's share of a booking of the category; null
 *   means DEFAULT_COMMISSION_PERCENT. `customer_payments.commission_percent`: the share in force when the
 *   payment was captured, so that a later change applies only to bookings paid after it.
 * - `vendor_ledger`: immutable entries in whole paise (integers: a sum is exact on both databases, where
 *   a numeric(12,2) on SQLite is a double). A trigger refuses every UPDATE and DELETE. At most one
 *   earning per booking, one clawback per refund and one entry of each type per payout, by unique
 *   indexes, so a repeated event cannot write an entry twice.
 * - `vendors.balance_paise`: the sum of the vendor's entries, moved in the transaction that inserts each
 *   entry; the guard a payout takes is one conditional update of it.
 * - `payouts`: one row per payout; `status` moves `queued` → `processing` → `processed` | `reversed` |
 *   `failed`, each move one conditional update.
 */
export const vendorLedgerMigration: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable('service_categories')
      .addColumn('commission_percent', 'numeric(5, 2)')
      .execute();
    await db.schema
      .alterTable('customer_payments')
      .addColumn('commission_percent', 'numeric(5, 2)')
      .execute();
    await db.schema
      .alterTable('vendors')
      .addColumn('balance_paise', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await withId(db.schema.createTable('payouts'), dialect, 'payout_id')
      .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.vendor_id'))
      .addColumn('vendor_name', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('queued')
          .check(sql`status in ('queued', 'processing', 'processed', 'reversed', 'failed')`),
      )
      .addColumn('provider_payout_id', 'text')
      .addColumn('utr', 'text')
      .addColumn('failure_reason', 'text')
      .addColumn('requested_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
      .addColumn('requested_by_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addColumn('updated_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addColumn('processed_at', 'text')
      .execute();
    await db.schema
      .createIndex('payouts_status_idx')
      .on('payouts')
      .columns(['status', 'payout_id'])
      .execute();
    await db.schema
      .createIndex('payouts_vendor_idx')
      .on('payouts')
      .columns(['vendor_id', 'payout_id'])
      .execute();
    await db.schema
      .createIndex('payouts_provider_payout_key')
      .on('payouts')
      .column('provider_payout_id')
      .unique()
      .where(sql.ref('provider_payout_id'), 'is not', null)
      .execute();

    await withId(db.schema.createTable('vendor_ledger'), dialect, 'entry_id')
      .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.vendor_id'))
      .addColumn('type', 'text', (c) =>
        c
          .notNull()
          .check(sql`type in ('earning', 'refund_clawback', 'payout', 'payout_reversal', 'adjustment')`),
      )
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('commission_paise', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('booking_id', 'integer')
      .addColumn('refund_id', 'integer')
      .addColumn('payout_id', 'integer', (c) => c.references('payouts.payout_id'))
      .addColumn('reason', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .execute();
    await db.schema
      .createIndex('vendor_ledger_vendor_idx')
      .on('vendor_ledger')
      .columns(['vendor_id', 'entry_id'])
      .execute();
    await db.schema
      .createIndex('vendor_ledger_created_idx')
      .on('vendor_ledger')
      .columns(['created_at', 'entry_id'])
      .execute();
    const uniqueWhere = async (name: string, column: string, type: string) =>
      db.schema
        .createIndex(name)
        .on('vendor_ledger')
        .column(column)
        .unique()
        .where(sql.ref('type'), '=', type)
        .execute();
    await uniqueWhere('vendor_ledger_earning_key', 'booking_id', 'earning');
    await uniqueWhere('vendor_ledger_clawback_key', 'refund_id', 'refund_clawback');
    await uniqueWhere('vendor_ledger_payout_key', 'payout_id', 'payout');
    await uniqueWhere('vendor_ledger_payout_reversal_key', 'payout_id', 'payout_reversal');

    const refusal = 'vendor_ledger entries are immutable';
    if (dialect === 'postgres') {
      await sql`create function vendor_ledger_immutable() returns trigger language plpgsql as $$
        begin raise exception '${sql.raw(refusal)}'; end $$`.execute(db);
      await sql`create trigger vendor_ledger_no_change before update or delete on vendor_ledger
        for each row execute function vendor_ledger_immutable()`.execute(db);
      return;
    }
    for (const [name, event] of [
      ['vendor_ledger_no_update', 'update'],
      ['vendor_ledger_no_delete', 'delete'],
    ] as const)
      await sql`create trigger ${sql.id(name)} before ${sql.raw(event)} on vendor_ledger
        begin select raise(abort, '${sql.raw(refusal)}'); end`.execute(db);
  },
  async down(db: AnyDb) {
    if (dialect === 'postgres') {
      await sql`drop trigger vendor_ledger_no_change on vendor_ledger`.execute(db);
      await sql`drop function vendor_ledger_immutable()`.execute(db);
    } else {
      await sql`drop trigger vendor_ledger_no_update`.execute(db);
      await sql`drop trigger vendor_ledger_no_delete`.execute(db);
    }
    await db.schema.dropTable('vendor_ledger').execute();
    await db.schema.dropTable('payouts').execute();
    await db.schema.alterTable('vendors').dropColumn('balance_paise').execute();
    await db.schema.alterTable('customer_payments').dropColumn('commission_percent').execute();
    await db.schema.alterTable('service_categories').dropColumn('commission_percent').execute();
  },
});
