import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A booking's row as stored, for tests that check what a request wrote. */
export function bookingRow(db: Kysely<Database>, bookingId: number) {
  return db
    .selectFrom('customer_service_bookings')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .executeTakeFirstOrThrow();
}

/**
 * A booking's audit trail, oldest first, without the rows of the messages its changes sent
 * (`message.queued`, asserted by modules/messages/events.test.ts).
 */
export function bookingAuditRows(db: Kysely<Database>, bookingId: number) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'booking')
    .where('entity_id', '=', String(bookingId))
    .where('action', '!=', 'message.queued')
    .orderBy('id')
    .execute();
}

/** How many audit rows exist at all: unchanged after a refused request. */
export async function auditRowCount(db: Kysely<Database>): Promise<number> {
  const { n } = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
