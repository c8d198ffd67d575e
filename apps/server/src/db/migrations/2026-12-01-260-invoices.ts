import { sql } from 'kysely';
import { type AnyDb, type DialectMigration, nowDefault, withId } from './helpers';

/** The columns a credit note may move after its invoice is written; every other column is immutable. */
const MOVABLE = 'credited_paise';

/**
 * GST tax invoices of vendors' plan payments and their credit notes (docs/product/invoices.md,
 * docs/decisions/038-gst-invoices.md).
 * - `invoice_counters`: one row per series (`invoice`, `credit_note`) and financial year; the last serial
 *   taken. An invoice takes its serial by one upsert that adds one and returns it, in the transaction
 *   that writes the invoice, so numbers are consecutive with no gap or duplicate (a rolled-back capture
 *   gives its serial back with the rest of its transaction).
 * - `invoices`: every field printed on the document, snapshot when issued, money in whole paise; a
 *   trigger refuses deleting a row or changing any column but `credited_paise` (the sum of the credit
 *   notes against an invoice, moved by one conditional update so credit never exceeds the invoice).
 *   One invoice per vendor payment (unique `payment_id` of kind `invoice`); a unique number. The vendor's
 *   name and the number are searched, through a trigram index as every other list's text.
 * The demo's plan payments get their invoices at seed time (db/seed/index.ts), through the same function
 * a capture uses; a database with payments from before this migration gets none (there were no real ones).
 */
export const invoicesMigration: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('invoice_counters')
      .addColumn('series', 'text', (c) => c.notNull().check(sql`series in ('invoice', 'credit_note')`))
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('last_serial', 'integer', (c) => c.notNull().check(sql`last_serial > 0`))
      .addPrimaryKeyConstraint('invoice_counters_pkey', ['series', 'financial_year'])
      .execute();

    await withId(db.schema.createTable('invoices'), dialect, 'invoice_id')
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invoice', 'credit_note')`))
      .addColumn('invoice_number', 'text', (c) => c.notNull().unique())
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('serial', 'integer', (c) => c.notNull())
      .addColumn('issued_at', 'text', (c) => c.notNull())
      .addColumn('invoice_date', 'text', (c) => c.notNull())
      .addColumn('payment_id', 'integer', (c) => c.notNull().references('vendor_payments.payment_id'))
      .addColumn('original_invoice_id', 'integer', (c) => c.references('invoices.invoice_id'))
      .addColumn('refund_reference', 'text')
      .addColumn('reason', 'text')
      .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.vendor_id'))
      .addColumn('vendor_name', 'text', (c) => c.notNull())
      .addColumn('vendor_address', 'text', (c) => c.notNull())
      .addColumn('vendor_gstin', 'text')
      .addColumn('vendor_state_code', 'text', (c) => c.notNull())
      .addColumn('vendor_state', 'text', (c) => c.notNull())
      .addColumn('seller_name', 'text', (c) => c.notNull())
      .addColumn('seller_address', 'text', (c) => c.notNull())
      .addColumn('seller_gstin', 'text', (c) => c.notNull())
      .addColumn('seller_state_code', 'text', (c) => c.notNull())
      .addColumn('seller_state', 'text', (c) => c.notNull())
      .addColumn('sac_code', 'text', (c) => c.notNull())
      .addColumn('subscription_id', 'integer', (c) => c.notNull())
      .addColumn('plan_name', 'text', (c) => c.notNull())
      .addColumn('gst_rate_bp', 'integer', (c) => c.notNull().check(sql`gst_rate_bp >= 0`))
      .addColumn('taxable_paise', 'integer', (c) => c.notNull().check(sql`taxable_paise >= 0`))
      .addColumn('cgst_paise', 'integer', (c) => c.notNull().check(sql`cgst_paise >= 0`))
      .addColumn('sgst_paise', 'integer', (c) => c.notNull().check(sql`sgst_paise >= 0`))
      .addColumn('igst_paise', 'integer', (c) => c.notNull().check(sql`igst_paise >= 0`))
      .addColumn('total_paise', 'integer', (c) =>
        c.notNull().check(sql`total_paise = taxable_paise + cgst_paise + sgst_paise + igst_paise`),
      )
      .addColumn(MOVABLE, 'integer', (c) =>
        c.notNull().defaultTo(0).check(sql`credited_paise >= 0 and credited_paise <= total_paise`),
      )
      .addColumn('created_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .addCheckConstraint(
        'invoices_kind_refs',
        sql`(kind = 'invoice' and original_invoice_id is null) or (kind = 'credit_note' and original_invoice_id is not null)`,
      )
      .execute();
    await db.schema
      .createIndex('invoices_payment_key')
      .on('invoices')
      .column('payment_id')
      .unique()
      .where(sql.ref('kind'), '=', 'invoice')
      .execute();
    await db.schema
      .createIndex('invoices_refund_key')
      .on('invoices')
      .column('refund_reference')
      .unique()
      .where(sql.ref('refund_reference'), 'is not', null)
      .execute();
    await db.schema
      .createIndex('invoices_vendor_idx')
      .on('invoices')
      .columns(['vendor_id', 'invoice_id'])
      .execute();

    const refusal = 'invoices are immutable';
    if (dialect === 'postgres') {
      await sql`create function invoices_immutable() returns trigger language plpgsql as $$
        begin
          if tg_op = 'DELETE' or (to_jsonb(new) - '${sql.raw(MOVABLE)}') <> (to_jsonb(old) - '${sql.raw(MOVABLE)}') then
            raise exception '${sql.raw(refusal)}';
          end if;
          return new;
        end $$`.execute(db);
      await sql`create trigger invoices_no_change before update or delete on invoices
        for each row execute function invoices_immutable()`.execute(db);
      await sql`create index invoices_vendor_name_trgm on invoices using gin (vendor_name gin_trgm_ops)`.execute(
        db,
      );
      await sql`create index invoices_number_trgm on invoices using gin (invoice_number gin_trgm_ops)`.execute(
        db,
      );
      return;
    }
    await sql`create trigger invoices_no_delete before delete on invoices
      begin select raise(abort, '${sql.raw(refusal)}'); end`.execute(db);
    await sql`create trigger invoices_no_update before update on invoices
      when (${sql.raw(immutableColumnsChanged)})
      begin select raise(abort, '${sql.raw(refusal)}'); end`.execute(db);
    // As 2026-11-21-003-search's FTS5 tables, written out here (a migration keeps meaning what it meant).
    // Rows are never deleted nor their searched columns changed, so an insert trigger keeps it.
    await sql`create virtual table invoices_fts using fts5(vendor_name, invoice_number, content='invoices',
      content_rowid='invoice_id', tokenize='trigram', columnsize=0)`.execute(db);
    await sql`create trigger invoices_fts_ai after insert on invoices begin
      insert into invoices_fts (rowid, vendor_name, invoice_number)
        values (new.invoice_id, new.vendor_name, new.invoice_number);
    end`.execute(db);
  },
  async down(db: AnyDb) {
    if (dialect === 'postgres') {
      await sql`drop trigger invoices_no_change on invoices`.execute(db);
      await sql`drop function invoices_immutable()`.execute(db);
    } else {
      for (const name of ['invoices_no_delete', 'invoices_no_update', 'invoices_fts_ai'])
        await sql`drop trigger ${sql.id(name)}`.execute(db);
      await sql`drop table invoices_fts`.execute(db);
    }
    await db.schema.dropTable('invoices').execute();
    await db.schema.dropTable('invoice_counters').execute();
  },
});

/** Every column but `credited_paise` (SQLite: `is not` compares nulls as values). */
const SNAPSHOT_COLUMNS = [
  'invoice_id',
  'kind',
  'invoice_number',
  'financial_year',
  'serial',
  'issued_at',
  'invoice_date',
  'payment_id',
  'original_invoice_id',
  'refund_reference',
  'reason',
  'vendor_id',
  'vendor_name',
  'vendor_address',
  'vendor_gstin',
  'vendor_state_code',
  'vendor_state',
  'seller_name',
  'seller_address',
  'seller_gstin',
  'seller_state_code',
  'seller_state',
  'sac_code',
  'subscription_id',
  'plan_name',
  'gst_rate_bp',
  'taxable_paise',
  'cgst_paise',
  'sgst_paise',
  'igst_paise',
  'total_paise',
  'created_at',
];
const immutableColumnsChanged = SNAPSHOT_COLUMNS.map((c) => `new.${c} is not old.${c}`).join(' or ');
