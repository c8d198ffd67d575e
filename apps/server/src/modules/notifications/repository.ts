import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ReadMarkKind } from '../../db/schema/cockpit-tables';

/** Vendors neither approved, rejected nor blocked: the Pending Approval screen's (and the dashboard's) count. */
export async function countPendingApprovals(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('vendors')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_approved', '=', 0)
    .where('is_rejected', '=', 0)
    .where('is_blocked', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Bookings not cancelled and without a vendor (Service Request). */
export async function countUnassignedBookings(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('customer_service_bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('vendor_id', 'is', null)
    .where('is_cancelled', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const markOf = (adminId: number, kind: ReadMarkKind) =>
  sql<number>`coalesce((select last_id from admin_read_marks where admin_id = ${adminId} and kind = ${kind}), 0)`;

/** Vendor and customer complaints newer than this admin's marks: two primary-key ranges. */
export async function countNewComplaints(db: Kysely<Database>, adminId: number): Promise<number> {
  const [vendor, customer] = await Promise.all([
    db
      .selectFrom('vendor_complaints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('vend_comp_id', '>', markOf(adminId, 'vendor_complaints'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('customer_complaints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cust_comp_id', '>', markOf(adminId, 'customer_complaints'))
      .executeTakeFirstOrThrow(),
  ]);
  return Number(vendor.n) + Number(customer.n);
}

/** Vendor messages in this admin's rooms after the admin's read mark of each room. */
function unreadMessages(db: Kysely<Database>, adminId: number) {
  return db
    .selectFrom('chat_rooms as r')
    .innerJoin('chat_messages as m', 'm.room_id', 'r.room_id')
    .leftJoin('chat_read_marks as k', (join) =>
      join.onRef('k.room_id', '=', 'r.room_id').on('k.admin_id', '=', adminId),
    )
    .where('r.admin_id', '=', adminId)
    .where('m.sender_type', '=', 'vendor')
    .where('m.message_id', '>', sql<number>`coalesce(k.last_message_id, 0)`);
}

export async function countUnreadMessages(db: Kysely<Database>, adminId: number): Promise<number> {
  const row = await unreadMessages(db, adminId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface UnreadRoomRow {
  room_id: number;
  vendor_id: number;
  unread: number;
}

export async function listUnreadRooms(db: Kysely<Database>, adminId: number): Promise<UnreadRoomRow[]> {
  const rows = await unreadMessages(db, adminId)
    .select(['r.room_id', 'r.vendor_id', (eb) => eb.fn.countAll<number>().as('unread')])
    .groupBy(['r.room_id', 'r.vendor_id'])
    .orderBy('r.room_id')
    .execute();
  return rows.map((r) => ({ room_id: r.room_id, vendor_id: r.vendor_id, unread: Number(r.unread) }));
}

/** Admins with a live session: the ones whose bells may be open. */
export async function listSignedInAdminIds(db: Kysely<Database>, nowIso: string): Promise<number[]> {
  const rows = await db
    .selectFrom('admin_sessions')
    .select('admin_id')
    .distinct()
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .execute();
  return rows.map((r) => r.admin_id);
}

/** The highest id of each complaint table now. */
export async function latestComplaintIds(db: Kysely<Database>): Promise<Record<ReadMarkKind, number>> {
  const [vendor, customer] = await Promise.all([
    db
      .selectFrom('vendor_complaints')
      .select((eb) => eb.fn.max('vend_comp_id').as('id'))
      .executeTakeFirst(),
    db
      .selectFrom('customer_complaints')
      .select((eb) => eb.fn.max('cust_comp_id').as('id'))
      .executeTakeFirst(),
  ]);
  return { vendor_complaints: Number(vendor?.id ?? 0), customer_complaints: Number(customer?.id ?? 0) };
}

/** Moves a mark forward, never back: two sessions marking at once keep the higher one. */
export async function raiseReadMark(
  db: Kysely<Database>,
  adminId: number,
  kind: ReadMarkKind,
  lastId: number,
  nowIso: string,
): Promise<void> {
  await db
    .insertInto('admin_read_marks')
    .values({ admin_id: adminId, kind, last_id: lastId, updated_at: nowIso })
    .onConflict((oc) =>
      oc.columns(['admin_id', 'kind']).doUpdateSet({
        last_id: sql`case when excluded.last_id > admin_read_marks.last_id then excluded.last_id else admin_read_marks.last_id end`,
        updated_at: nowIso,
      }),
    )
    .execute();
}

const raiseRoomMark = sql<number>`case when excluded.last_message_id > chat_read_marks.last_message_id then excluded.last_message_id else chat_read_marks.last_message_id end`;

/** Marks one room read up to `messageId`, forward only. */
export async function raiseRoomReadMark(
  db: Kysely<Database>,
  adminId: number,
  roomId: number,
  messageId: number,
  nowIso: string,
): Promise<void> {
  await db
    .insertInto('chat_read_marks')
    .values({ admin_id: adminId, room_id: roomId, last_message_id: messageId, updated_at: nowIso })
    .onConflict((oc) =>
      oc.columns(['admin_id', 'room_id']).doUpdateSet({ last_message_id: raiseRoomMark, updated_at: nowIso }),
    )
    .execute();
}

/** Marks every room of this admin read up to its newest message, in one statement. */
export async function raiseAllRoomReadMarks(
  db: Kysely<Database>,
  adminId: number,
  nowIso: string,
): Promise<void> {
  await db
    .insertInto('chat_read_marks')
    .columns(['admin_id', 'room_id', 'last_message_id', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('chat_rooms as r')
        .innerJoin('chat_messages as m', 'm.room_id', 'r.room_id')
        .select([
          'r.admin_id',
          'r.room_id',
          (e) => e.fn.max('m.message_id').as('last_message_id'),
          sql<string>`${nowIso}`.as('updated_at'),
        ])
        .where('r.admin_id', '=', adminId)
        .groupBy(['r.admin_id', 'r.room_id']),
    )
    .onConflict((oc) =>
      oc.columns(['admin_id', 'room_id']).doUpdateSet({ last_message_id: raiseRoomMark, updated_at: nowIso }),
    )
    .execute();
}

/** The room's id, its newest message id (0 when empty), or undefined when there is no such room. */
export async function findRoomHead(
  db: Kysely<Database>,
  roomId: number,
): Promise<{ room_id: number; newest: number } | undefined> {
  const row = await db
    .selectFrom('chat_rooms as r')
    .select([
      'r.room_id',
      sql<number>`coalesce((select max(m.message_id) from chat_messages m where m.room_id = r.room_id), 0)`.as(
        'newest',
      ),
    ])
    .where('r.room_id', '=', roomId)
    .executeTakeFirst();
  return row && { room_id: row.room_id, newest: Number(row.newest) };
}
