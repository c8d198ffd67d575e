import { sql } from 'kysely';
import type { AnyDb, DialectMigration } from './helpers';

/** The payment_details fields the Vendor List sorts by (Renewal Date, Payment ID), each with its indexes. */
const PAYMENT_FIELDS = [
  { key: 'renewal_date', index: 'vendors_renewal_date' },
  { key: 'provider_payment_id', index: 'vendors_provider_payment' },
] as const;

/**
 * Every column an operator sorts is sorted by the server (issue 37). The vendors' Renewal Date and
 * Payment ID are fields of the payment_details JSON text (ADR 003), which the mapper reads as none when the
 * text is not JSON:
 * - PostgreSQL gets `seva_json_text(doc, key)`, the text at `key` of a JSON object, else null (never an
 *   error), which db/driver/json-text.ts sorts by. Computing it for every row of a view cost 180–230 ms a
 *   page at 100 000 vendors (the other sorts 30–130 ms), so each field has an index in each direction
 *   (a missing value is last in both, which one btree order cannot give): a page then reads about 1 ms.
 * - SQLite tests json_valid() in the statement (about 100 ms a page, as its other sorts).
 */
export const listSortsMigration: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    if (dialect !== 'postgres') return;
    await sql`create function seva_json_text(doc text, key text) returns text
      language plpgsql immutable strict as $$
      declare
        value jsonb;
      begin
        value := doc::jsonb -> key;
        return case when jsonb_typeof(value) = 'string' then value #>> '{}' end;
      exception when invalid_text_representation then
        return null;
      end $$`.execute(db);
    for (const { key, index } of PAYMENT_FIELDS) {
      const value = sql`seva_json_text(payment_details, ${sql.lit(key)})`;
      await sql`create index ${sql.id(`${index}_asc_idx`)} on vendors ((${value}), vendor_id)`.execute(db);
      await sql`create index ${sql.id(`${index}_desc_idx`)}
        on vendors ((${value}) desc nulls last, vendor_id desc)`.execute(db);
    }
  },
  async down(db: AnyDb) {
    if (dialect !== 'postgres') return;
    for (const { index } of PAYMENT_FIELDS) {
      await sql`drop index ${sql.id(`${index}_desc_idx`)}`.execute(db);
      await sql`drop index ${sql.id(`${index}_asc_idx`)}`.execute(db);
    }
    await sql`drop function seva_json_text(text, text)`.execute(db);
  },
});
