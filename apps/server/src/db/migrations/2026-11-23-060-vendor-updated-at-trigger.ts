import { sql } from 'kysely';
import type { AnyDb, DialectMigration } from './helpers';

/**
 * Every UPDATE of a vendor gives it a new updated_at, the version the Vendor List's JSON cache checks
 * (docs/decisions/007-vendor-list-hot-path.md), so a vendor changed by any code or by hand in SQL cannot
 * be served from the cache as it was. An update that sets updated_at itself to a new value (the vendor
 * service's stampAfter) is left alone. The stamp is the ISO-8601 UTC text the application writes, with
 * milliseconds, and always later than the old one, so two changes within a millisecond still differ.
 * - PostgreSQL: a BEFORE trigger sets NEW.updated_at.
 * - SQLite: a trigger cannot change NEW, so an AFTER trigger updates the row once more; that second
 *   update sets updated_at to a new value, so its own WHEN keeps it from firing again. Its RETURNING
 *   shows the row before the trigger's stamp, which only matters to a statement that left updated_at out.
 */
export const vendorUpdatedAtTriggerMigration: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    if (dialect === 'postgres') {
      await sql`create function vendors_stamp_updated_at() returns trigger language plpgsql as $$
        begin
          new.updated_at := to_char(
            greatest(
              date_trunc('milliseconds', clock_timestamp()),
              old.updated_at::timestamptz + interval '1 millisecond'
            ) at time zone 'utc',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
          );
          return new;
        end
      $$`.execute(db);
      await sql`create trigger vendors_updated_at before update on vendors for each row
        when (new.updated_at is not distinct from old.updated_at)
        execute function vendors_stamp_updated_at()`.execute(db);
      return;
    }
    await sql`create trigger vendors_updated_at after update on vendors for each row
      when new.updated_at is old.updated_at
      begin
        update vendors set updated_at = max(
          strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
          coalesce(strftime('%Y-%m-%dT%H:%M:%fZ', old.updated_at, '+0.001 seconds'), '')
        ) where vendor_id = new.vendor_id;
      end`.execute(db);
  },
  async down(db: AnyDb) {
    if (dialect === 'postgres') {
      await sql`drop trigger vendors_updated_at on vendors`.execute(db);
      await sql`drop function vendors_stamp_updated_at()`.execute(db);
      return;
    }
    await sql`drop trigger vendors_updated_at`.execute(db);
  },
});
