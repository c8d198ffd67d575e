import { sql } from 'kysely';
import { jsonText } from '../driver/json-text';
import type { AnyDb, DialectMigration } from './helpers';

/**
 * Bookings happen at a time (docs/product/slots.md, ADR 039):
 * - `scheduled_start`, the start of the booking's two-hour slot as ISO-8601 UTC text (null for bookings
 *   made before slots), indexed for the day filters, the day board and Service Request's slot order.
 * - `bookings_vendor_slot_key`: a vendor holds at most one open booking (neither cancelled nor completed)
 *   per slot start. It is what makes an assignment's claim of the vendor's slot atomic on both databases:
 *   of two assignments of one vendor to two bookings of a slot, the second insert of the key fails.
 * - `customer_city`, the city of the booking's customer_address snapshot, kept as a column so that Booking
 *   Details sorts by it through an index; written with the booking, filled here for the older ones.
 */
export const bookingSlotsMigration: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    await db.schema.alterTable('customer_service_bookings').addColumn('scheduled_start', 'text').execute();
    await db.schema.alterTable('customer_service_bookings').addColumn('customer_city', 'text').execute();
    await sql`update customer_service_bookings
      set customer_city = ${jsonText(dialect, 'customer_address', 'city')}
      where customer_address is not null`.execute(db);
    await sql`create index bookings_scheduled_idx
      on customer_service_bookings (scheduled_start, booking_id)`.execute(db);
    await sql`create index bookings_city_idx on customer_service_bookings (customer_city, booking_id)`.execute(
      db,
    );
    await sql`create unique index bookings_vendor_slot_key
      on customer_service_bookings (vendor_id, scheduled_start)
      where vendor_id is not null and scheduled_start is not null and is_cancelled = 0 and is_completed = 0`.execute(
      db,
    );
  },
  async down(db: AnyDb) {
    await sql`drop index bookings_vendor_slot_key`.execute(db);
    await sql`drop index bookings_city_idx`.execute(db);
    await sql`drop index bookings_scheduled_idx`.execute(db);
    await db.schema.alterTable('customer_service_bookings').dropColumn('customer_city').execute();
    await db.schema.alterTable('customer_service_bookings').dropColumn('scheduled_start').execute();
  },
});
