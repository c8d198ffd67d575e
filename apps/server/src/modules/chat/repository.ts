import type { ChatSenderType } from '@seva/contract';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import { matchesText } from '../../db/driver/search';
import type { Database } from '../../db/schema';
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

const CHAT_VENDOR_COLUMNS = [
  'v.vendor_id',
  'v.vendor_name',
  'v.vendor_email',
  'r.room_id',
  'r.last_message',
  'r.last_message_at',
] as const;

function chatVendorSearch(dialect: Dialect, q: string | undefined) {
  return matchesText(dialect, 'vendors', ['vendor_name', 'vendor_email'], q ?? '', { alias: 'v' });
}

/**
 * The /messages vendor list for one admin: vendors with messages in that admin's room (newest first),
 * then the others by name. Two index-ordered queries stitched at the boundary, so a page never sorts
 * the whole vendor table.
 */
export async function listChatVendorRows(
  db: Kysely<Database>,
  dialect: Dialect,
  adminId: number,
  q: string | undefined,
  page: Omit<ChatVendorPage, 'q'>,
) {
  const search = chatVendorSearch(dialect, q);
  const withMessages = db
    .selectFrom('chat_rooms as r')
    .innerJoin('vendors as v', 'v.vendor_id', 'r.vendor_id')
    .where('r.admin_id', '=', adminId)
    .where('r.last_message_at', 'is not', null)
    .where(canChat)
    .where(search);
  const { n: withMessagesCount } = await withMessages
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();

  const offset = page.offset ?? 0;
  const limit = page.limit ?? NO_LIMIT;
  const first =
    offset < Number(withMessagesCount)
      ? await withMessages
          .select(CHAT_VENDOR_COLUMNS)
          .orderBy('r.last_message_at', 'desc')
          .orderBy('v.vendor_id')
          .limit(limit)
          .offset(offset)
          .execute()
      : [];
  const remaining = limit - first.length;
  const rest =
    remaining > 0
      ? await withRoomOf(db, adminId)
          .select(CHAT_VENDOR_COLUMNS)
          .where(canChat)
          .where(search)
          .where('r.last_message_at', 'is', null)
          .orderBy('v.vendor_name')
          .orderBy('v.vendor_id')
          .limit(remaining)
          .offset(Math.max(0, offset - Number(withMessagesCount)))
          .execute()
      : [];
  return [...first, ...rest];
}

export type ChatVendorRow = Awaited<ReturnType<typeof listChatVendorRows>>[number];

/** Vendors with `adminId`'s room with each, if any. */
function withRoomOf(db: Kysely<Database>, adminId: number) {
  return db
    .selectFrom('vendors as v')
    .leftJoin('chat_rooms as r', (join) =>
      join.onRef('r.vendor_id', '=', 'v.vendor_id').on('r.admin_id', '=', adminId),
    );
}

/** Chat vendors by id, as listChatVendorRows shows them to `adminId` (any order). */
export function findChatVendorRows(
  db: Kysely<Database>,
  adminId: number,
  vendorIds: readonly number[],
): Promise<ChatVendorRow[]> {
  if (vendorIds.length === 0) return Promise.resolve([]);
  return withRoomOf(db, adminId)
    .select(CHAT_VENDOR_COLUMNS)
    .where(canChat)
    .where('v.vendor_id', 'in', vendorIds)
    .execute();
}

/** The number of vendors an admin can chat with that match `q`. */
export async function countChatVendors(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
): Promise<number> {
  const { n } = await db
    .selectFrom('vendors as v')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(canChat)
    .where(chatVendorSearch(dialect, q))
    .executeTakeFirstOrThrow();
  return Number(n);
}
