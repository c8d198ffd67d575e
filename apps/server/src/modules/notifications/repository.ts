import type { NotificationMarks } from '@seva/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { failedDeliveriesCount } from '../outbox/service';
import { failedPayouts } from '../payouts/service';
import { failedRefunds } from '../refunds/service';

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

/** Deliveries that gave up (docs/product/deliveries.md): as the dashboard counts them. */
export async function countFailedDeliveries(db: Kysely<Database>): Promise<number> {
  const row = await db.selectNoFrom(failedDeliveriesCount(db).as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Refunds the provider refused (docs/product/refunds.md): as the dashboard counts them. */
export async function countFailedRefunds(db: Kysely<Database>): Promise<number> {
  const row = await db.selectNoFrom(failedRefunds().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Payouts that failed or were reversed and not paid again (docs/product/payouts.md): as the dashboard counts them. */
export async function countFailedPayouts(db: Kysely<Database>): Promise<number> {
  const row = await db.selectNoFrom(failedPayouts().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How far this admin has seen `column`'s kind (0 when the admin never opened the bell). */
const markOf = (adminId: number, column: BellMarkColumn) =>
  sql<number>`coalesce((select ${sql.ref(column)} from admin_bell_marks where admin_id = ${adminId}), 0)`;

/** Vendor and customer complaints newer than this admin's seen marks: two primary-key ranges. */
export async function countNewComplaints(db: Kysely<Database>, adminId: number): Promise<number> {
  const [vendor, customer] = await Promise.all([
    db
      .selectFrom('vendor_complaints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('vend_comp_id', '>', markOf(adminId, 'vendor_complaint_id'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('customer_complaints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cust_comp_id', '>', markOf(adminId, 'customer_complaint_id'))
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

/** The newest id of each kind of arrival now: the bell's `head`. Five primary-key maxima. */
export async function latestHead(db: Kysely<Database>): Promise<NotificationMarks> {
  const max = async (query: Promise<{ id: number | string | null } | undefined>) =>
    Number((await query)?.id ?? 0);
  const [application, booking, vendor_complaint, customer_complaint, message] = await Promise.all([
    max(
      db
        .selectFrom('vendors')
        .select((eb) => eb.fn.max('vendor_id').as('id'))
        .executeTakeFirst(),
    ),
    max(
      db
        .selectFrom('customer_service_bookings')
        .select((eb) => eb.fn.max('booking_id').as('id'))
        .executeTakeFirst(),
    ),
    max(
      db
        .selectFrom('vendor_complaints')
        .select((eb) => eb.fn.max('vend_comp_id').as('id'))
        .executeTakeFirst(),
    ),
    max(
      db
        .selectFrom('customer_complaints')
        .select((eb) => eb.fn.max('cust_comp_id').as('id'))
        .executeTakeFirst(),
    ),
    max(
      db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.max('message_id').as('id'))
        .executeTakeFirst(),
    ),
  ]);
  return { application, booking, vendor_complaint, customer_complaint, message };
}

export const BELL_MARK_COLUMNS = {
  application: 'application_id',
  booking: 'booking_id',
  vendor_complaint: 'vendor_complaint_id',
  customer_complaint: 'customer_complaint_id',
  message: 'message_id',
} as const satisfies Record<keyof NotificationMarks, string>;
type BellMarkColumn = (typeof BELL_MARK_COLUMNS)[keyof NotificationMarks];

/**
 * Raises this admin's seen marks to `marks` (the kinds given), never lowering one: one upsert whose
 * update only happens when some mark moves forward. Answers the statement for `updateAudited`, which
 * writes the audit row only when it returned the row (a late or repeated request changes nothing).
 */
export function raiseSeenMarks(adminId: number, marks: Partial<NotificationMarks>, nowIso: string) {
  const kinds = Object.keys(marks) as (keyof NotificationMarks)[];
  const columns = kinds.map((kind) => BELL_MARK_COLUMNS[kind]);
  const higher = (c: BellMarkColumn) =>
    sql<number>`case when excluded.${sql.ref(c)} > admin_bell_marks.${sql.ref(c)} then excluded.${sql.ref(c)} else admin_bell_marks.${sql.ref(c)} end`;
  return (db: Kysely<Database>) =>
    db
      .insertInto('admin_bell_marks')
      .values({
        admin_id: adminId,
        ...Object.fromEntries(kinds.map((kind) => [BELL_MARK_COLUMNS[kind], marks[kind]])),
        updated_at: nowIso,
      })
      .onConflict((oc) =>
        oc
          .column('admin_id')
          .doUpdateSet({
            ...Object.fromEntries(columns.map((c) => [c, higher(c)])),
            updated_at: nowIso,
          })
          .where(
            sql<boolean>`${sql.join(
              columns.map((c) => sql`excluded.${sql.ref(c)} > admin_bell_marks.${sql.ref(c)}`),
              sql` or `,
            )}`,
          ),
      )
      .returningAll();
}

/** This admin's seen marks (all 0 before the first opening). */
export async function findSeenMarks(db: Kysely<Database>, adminId: number): Promise<NotificationMarks> {
  const row = await db
    .selectFrom('admin_bell_marks')
    .selectAll()
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  return {
    application: row?.application_id ?? 0,
    booking: row?.booking_id ?? 0,
    vendor_complaint: row?.vendor_complaint_id ?? 0,
    customer_complaint: row?.customer_complaint_id ?? 0,
    message: row?.message_id ?? 0,
  };
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
