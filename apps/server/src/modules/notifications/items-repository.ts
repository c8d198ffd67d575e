import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The newest arrivals of each kind, `limit` each, newest first by id (the primary keys, no sort). */
export async function latestArrivals(db: Kysely<Database>, adminId: number, limit: number) {
  const [applications, bookings, vendorComplaints, customerComplaints, messages] = await Promise.all([
    db
      .selectFrom('vendors')
      .select(['vendor_id', 'vendor_name', 'created_at'])
      .where('is_approved', '=', 0)
      .where('is_rejected', '=', 0)
      .where('is_blocked', '=', 0)
      .orderBy('vendor_id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('customer_service_bookings')
      .select(['booking_id', 'customer_name', 'service_category_name', 'created_at'])
      .orderBy('booking_id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('vendor_complaints')
      .select(['vend_comp_id', 'vendor_name', 'created_at'])
      .orderBy('vend_comp_id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('customer_complaints')
      .select(['cust_comp_id', 'customer_name', 'created_at'])
      .orderBy('cust_comp_id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('chat_messages as m')
      .innerJoin('chat_rooms as r', 'r.room_id', 'm.room_id')
      .innerJoin('vendors as v', 'v.vendor_id', 'r.vendor_id')
      .select(['m.message_id', 'm.message', 'm.sent_at', 'v.vendor_name'])
      .where('r.admin_id', '=', adminId)
      .where('m.sender_type', '=', 'vendor')
      .orderBy('m.message_id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return { applications, bookings, vendorComplaints, customerComplaints, messages };
}

export type LatestArrivals = Awaited<ReturnType<typeof latestArrivals>>;
