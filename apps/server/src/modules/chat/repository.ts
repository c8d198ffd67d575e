import type { ChatSenderType } from '@seva/contract';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { matchesText } from '../../db/search';
import { NO_LIMIT } from '../../lib/lists/paging';

const ROOM_COLUMNS = ['room_id', 'vendor_id', 'admin_id', 'created_at'] as const;

export interface RoomRow {
  room_id: number;
  vendor_id: number;
  admin_id: number;
  created_at: string;
}

export function findVendorName(db: Kysely<Database>, vendorId: number) {
  return db
    .selectFrom('vendors')
    .select(['vendor_id', 'vendor_name'])
    .where('vendor_id', '=', vendorId)
    .executeTakeFirst();
}

export function findRoom(db: Kysely<Database>, roomId: number): Promise<RoomRow | undefined> {
  return db.selectFrom('chat_rooms').select(ROOM_COLUMNS).where('room_id', '=', roomId).executeTakeFirst();
}

/** Inserts the (vendor, admin) room unless it exists; the unique key makes concurrent calls agree. */
export async function insertRoomIfMissing(db: Kysely<Database>, vendorId: number, adminId: number) {
  const inserted = await db
    .insertInto('chat_rooms')
    .values({ vendor_id: vendorId, admin_id: adminId })
    .onConflict((oc) => oc.columns(['vendor_id', 'admin_id']).doNothing())
    .returning(ROOM_COLUMNS)
    .executeTakeFirst();
  if (inserted) return { room: inserted, created: true };
  const room = await db
    .selectFrom('chat_rooms')
    .select(ROOM_COLUMNS)
    .where('vendor_id', '=', vendorId)
    .where('admin_id', '=', adminId)
    .executeTakeFirstOrThrow();
  return { room, created: false };
}

/** `limit + 1` messages of the room, newest first, older than `before` when given. */
export function listMessagesDesc(
  db: Kysely<Database>,
  roomId: number,
  before: number | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('chat_messages')
    .select(['message_id', 'room_id', 'sender_id', 'sender_type', 'message', 'sent_at'])
    .where('room_id', '=', roomId);
  if (before !== undefined) query = query.where('message_id', '<', before);
  return query
    .orderBy('message_id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** Rooms of an admin or of a vendor, with both names; most recent message first, then newest room. */
export function listRoomsOf(db: Kysely<Database>, who: { kind: ChatSenderType; id: number }) {
  return db
    .selectFrom('chat_rooms as r')
    .innerJoin('vendors as v', 'v.vendor_id', 'r.vendor_id')
    .innerJoin('admins as a', 'a.id', 'r.admin_id')
    .select([
      'r.room_id',
      'r.vendor_id',
      'v.vendor_name',
      'r.admin_id',
      'a.name as admin_name',
      'r.last_message',
      'r.last_message_at',
    ])
    .where(who.kind === 'admin' ? 'r.admin_id' : 'r.vendor_id', '=', who.id)
    .orderBy((eb) => eb.case().when('r.last_message_at', 'is', null).then(1).else(0).end())
    .orderBy('r.last_message_at', 'desc')
    .orderBy('r.room_id', 'desc')
    .limit(500)
    .execute();
}

/**
 * Vendors who can chat: approved, not rejected, not blocked. The unary + keeps the flags off
 * vendors_state_idx, so a page ordered by name walks vendors_name_idx and stops early.
 */
const canChat = sql<SqlBool>`(+v.is_approved = 1 and +v.is_rejected = 0 and +v.is_blocked = 0)`;

export interface ChatVendorPage {
  q?: string;
  limit?: number;
  offset?: number;
}

/**
 * The /messages vendor list for one admin: vendors with messages in that admin's room (newest first),
 * then the others by name. Two index-ordered queries stitched at the boundary, so a page never sorts
 * the whole vendor table.
 */
export async function listChatVendors(
  db: Kysely<Database>,
  dialect: Dialect,
  adminId: number,
  page: ChatVendorPage,
) {
  const term = page.q ?? '';
  const search = matchesText(dialect, 'vendors', ['vendor_name', 'vendor_email'], term, { alias: 'v' });

  const withMessages = db
    .selectFrom('chat_rooms as r')
    .innerJoin('vendors as v', 'v.vendor_id', 'r.vendor_id')
    .where('r.admin_id', '=', adminId)
    .where('r.last_message_at', 'is not', null)
    .where(canChat)
    .where(search);
  const [{ n: withMessagesCount }, { n: total }] = await Promise.all([
    withMessages.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('vendors as v')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(canChat)
      .where(search)
      .executeTakeFirstOrThrow(),
  ]);

  const offset = page.offset ?? 0;
  const limit = page.limit ?? NO_LIMIT;
  const columns = [
    'v.vendor_id',
    'v.vendor_name',
    'v.vendor_email',
    'r.room_id',
    'r.last_message',
    'r.last_message_at',
  ] as const;

  const first =
    offset < Number(withMessagesCount)
      ? await withMessages
          .select(columns)
          .orderBy('r.last_message_at', 'desc')
          .orderBy('v.vendor_id')
          .limit(limit)
          .offset(offset)
          .execute()
      : [];
  const remaining = limit - first.length;
  const rest =
    remaining > 0
      ? await db
          .selectFrom('vendors as v')
          .leftJoin('chat_rooms as r', (join) =>
            join.onRef('r.vendor_id', '=', 'v.vendor_id').on('r.admin_id', '=', adminId),
          )
          .select(columns)
          .where(canChat)
          .where(search)
          .where('r.last_message_at', 'is', null)
          .orderBy('v.vendor_name')
          .orderBy('v.vendor_id')
          .limit(remaining)
          .offset(Math.max(0, offset - Number(withMessagesCount)))
          .execute()
      : [];
  return { rows: [...first, ...rest], total: Number(total) };
}
