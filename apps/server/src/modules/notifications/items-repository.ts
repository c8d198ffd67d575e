import { NOTIFICATION_UNSEEN_CAP, type NotificationItemKind } from '@seva/contract';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** This admin's state of the item of `kind` whose row id is in `ref` (a column reference). */
const itemState = (adminId: number, kind: NotificationItemKind, ref: string) =>
  sql<
    string | null
  >`(select s.state from admin_notification_items s where s.admin_id = ${adminId} and s.kind = ${kind} and s.ref_id = ${sql.ref(ref)})`;

/** Not dismissed by this admin. */
const notDismissed = (adminId: number, kind: NotificationItemKind, ref: string) =>
  sql<boolean>`not exists (select 1 from admin_notification_items s where s.admin_id = ${adminId} and s.kind = ${kind} and s.ref_id = ${sql.ref(ref)} and s.state = 'dismissed')`;

/** Neither opened nor dismissed by this admin. */
const untouched = (adminId: number, kind: NotificationItemKind, ref: string) =>
  sql<boolean>`not exists (select 1 from admin_notification_items s where s.admin_id = ${adminId} and s.kind = ${kind} and s.ref_id = ${sql.ref(ref)})`;

/** This admin's seen mark of a kind (0 before the first opening of the bell). */
const seen = (adminId: number, column: string) =>
  sql<number>`coalesce((select ${sql.ref(column)} from admin_bell_marks where admin_id = ${adminId}), 0)`;

const pendingVendors = (db: Kysely<Database>) =>
  db
    .selectFrom('vendors')
    .where('is_approved', '=', 0)
    .where('is_rejected', '=', 0)
    .where('is_blocked', '=', 0);

/** Vendor messages in this admin's rooms. */
const vendorMessages = (db: Kysely<Database>, adminId: number) =>
  db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_rooms as r', 'r.room_id', 'm.room_id')
    .where('r.admin_id', '=', adminId)
    .where('m.sender_type', '=', 'vendor');

/**
 * The newest arrivals of each kind this admin has not dismissed, `limit` each, newest first by id (the
 * primary keys, no sort), each with this admin's state (`read` when opened).
 */
export async function latestArrivals(db: Kysely<Database>, adminId: number, limit: number) {
  const [applications, bookings, vendorComplaints, customerComplaints, messages] = await Promise.all([
    pendingVendors(db)
      .select([
        'vendor_id',
        'vendor_name',
        'created_at',
        itemState(adminId, 'application', 'vendor_id').as('state'),
      ])
      .where(notDismissed(adminId, 'application', 'vendor_id'))
      .orderBy('vendor_id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('customer_service_bookings')
      .select([
        'booking_id',
        'customer_name',
        'service_category_name',
        'created_at',
        itemState(adminId, 'booking', 'booking_id').as('state'),
      ])
      .where(notDismissed(adminId, 'booking', 'booking_id'))
      .orderBy('booking_id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('vendor_complaints')
      .select([
        'vend_comp_id',
        'vendor_name',
        'created_at',
        itemState(adminId, 'vendor_complaint', 'vend_comp_id').as('state'),
      ])
      .where(notDismissed(adminId, 'vendor_complaint', 'vend_comp_id'))
      .orderBy('vend_comp_id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('customer_complaints')
      .select([
        'cust_comp_id',
        'customer_name',
        'created_at',
        itemState(adminId, 'customer_complaint', 'cust_comp_id').as('state'),
      ])
      .where(notDismissed(adminId, 'customer_complaint', 'cust_comp_id'))
      .orderBy('cust_comp_id', 'desc')
      .limit(limit)
      .execute(),
    vendorMessages(db, adminId)
      .innerJoin('vendors as v', 'v.vendor_id', 'r.vendor_id')
      .select([
        'm.message_id',
        'm.message',
        'm.sent_at',
        'v.vendor_name',
        itemState(adminId, 'message', 'm.message_id').as('state'),
      ])
      .where(notDismissed(adminId, 'message', 'm.message_id'))
      .orderBy('m.message_id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return { applications, bookings, vendorComplaints, customerComplaints, messages };
}

export type LatestArrivals = Awaited<ReturnType<typeof latestArrivals>>;

// biome-ignore lint/suspicious/noExplicitAny: any table's select builder
async function countUpTo(db: Kysely<Database>, query: SelectQueryBuilder<Database, any, object>) {
  const row = await db
    .selectFrom(query.select(sql`1`.as('one')).limit(NOTIFICATION_UNSEEN_CAP).as('hits'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The badge (docs/product/cockpit.md#live-bell): arrivals after this admin's seen marks that the admin
 * neither opened nor dismissed, and vendor messages also after the room's read mark (read on the
 * Messages screen); up to NOTIFICATION_UNSEEN_CAP, each kind a range of its primary key.
 */
export async function countUnseen(db: Kysely<Database>, adminId: number): Promise<number> {
  const counts = await Promise.all([
    countUpTo(
      db,
      pendingVendors(db)
        .where('vendor_id', '>', seen(adminId, 'application_id'))
        .where(untouched(adminId, 'application', 'vendor_id')),
    ),
    countUpTo(
      db,
      db
        .selectFrom('customer_service_bookings')
        .where('booking_id', '>', seen(adminId, 'booking_id'))
        .where(untouched(adminId, 'booking', 'booking_id')),
    ),
    countUpTo(
      db,
      db
        .selectFrom('vendor_complaints')
        .where('vend_comp_id', '>', seen(adminId, 'vendor_complaint_id'))
        .where(untouched(adminId, 'vendor_complaint', 'vend_comp_id')),
    ),
    countUpTo(
      db,
      db
        .selectFrom('customer_complaints')
        .where('cust_comp_id', '>', seen(adminId, 'customer_complaint_id'))
        .where(untouched(adminId, 'customer_complaint', 'cust_comp_id')),
    ),
    countUpTo(
      db,
      vendorMessages(db, adminId)
        .where('m.message_id', '>', seen(adminId, 'message_id'))
        .where(
          'm.message_id',
          '>',
          sql<number>`coalesce((select k.last_message_id from chat_read_marks k where k.admin_id = ${adminId} and k.room_id = r.room_id), 0)`,
        )
        .where(untouched(adminId, 'message', 'm.message_id')),
    ),
  ]);
  return Math.min(
    NOTIFICATION_UNSEEN_CAP,
    counts.reduce((sum, n) => sum + n, 0),
  );
}

/** Whether the item exists for this admin: its row, and for a message a vendor's in one of the admin's rooms. */
export async function itemExists(
  db: Kysely<Database>,
  adminId: number,
  kind: NotificationItemKind,
  id: number,
): Promise<boolean> {
  const one = sql`1`.as('one');
  const query =
    kind === 'application'
      ? db.selectFrom('vendors').select(one).where('vendor_id', '=', id)
      : kind === 'booking'
        ? db.selectFrom('customer_service_bookings').select(one).where('booking_id', '=', id)
        : kind === 'vendor_complaint'
          ? db.selectFrom('vendor_complaints').select(one).where('vend_comp_id', '=', id)
          : kind === 'customer_complaint'
            ? db.selectFrom('customer_complaints').select(one).where('cust_comp_id', '=', id)
            : vendorMessages(db, adminId).select(one).where('m.message_id', '=', id);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Records that this admin opened (`read`) or dismissed an item: one upsert that changes the row only
 * when the state moves forward (none → read → dismissed; a dismissed item stays dismissed). Answers the
 * statement for `updateAudited`, which audits it only when it returned the row.
 */
export function setItemState(
  adminId: number,
  kind: NotificationItemKind,
  refId: number,
  state: 'read' | 'dismissed',
  nowIso: string,
) {
  return (db: Kysely<Database>) =>
    db
      .insertInto('admin_notification_items')
      .values({ admin_id: adminId, kind, ref_id: refId, state, updated_at: nowIso })
      .onConflict((oc) =>
        oc
          .columns(['admin_id', 'kind', 'ref_id'])
          .doUpdateSet({ state: sql`excluded.state`, updated_at: nowIso })
          .where(sql<boolean>`admin_notification_items.state = 'read' and excluded.state = 'dismissed'`),
      )
      .returningAll();
}
