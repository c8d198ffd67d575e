import { ChatMessages } from '@seva/contract';
import { notFound } from '../../lib/http-error';
import { createPager } from '../../lib/lists/pager';
import type { ServiceDeps } from '../../lib/service-deps';
import { type AuditEntry, writeAudit } from '../audit/service';
import { toChatVendor } from './mapper';
import {
  type ChatVendorPage,
  type ChatVendorRow,
  countChatVendors,
  findChatVendorRows,
  findRoom,
  findVendorName,
  insertRoomIfMissing,
  listChatVendorRows,
  listMessagesDesc,
} from './repository';

type RoomActor = Pick<AuditEntry, 'ip'> & { adminId: number };

/** One admin's request of the /messages vendor list. */
interface ChatVendorQuery {
  adminId: number;
  q: string | undefined;
}

/** The admin side of the chat over HTTP: rooms, a room's messages and the /messages vendor list. */
export function createChatService(deps: ServiceDeps) {
  const { db, dialect } = deps;

  // Its clients get `total` with or without paging. The total is counted on each request that needs it:
  // it changes with every vendor decision, which the vendor service makes.
  const vendors = createPager<ChatVendorQuery, Omit<ChatVendorPage, 'q'>, ChatVendorRow>(deps, {
    ids: async ({ adminId, q }, page, reader) =>
      (await listChatVendorRows(reader, dialect, adminId, q, page)).map((row) => row.vendor_id),
    rowsById: (ids, { adminId }) => findChatVendorRows(db, adminId, ids),
    idOf: (row) => row.vendor_id,
    toItem: toChatVendor,
    pageRows: ({ adminId, q }, page, reader) => listChatVendorRows(reader, dialect, adminId, q, page),
    total: ({ q }, reader) => countChatVendors(reader, dialect, q),
    isSearch: ({ q }) => q !== undefined,
    unpagedTotal: true,
  });

  /** The calling admin's room with a vendor, created (and audited) on first use. */
  async function getOrCreateRoom(vendorId: number, actor: RoomActor) {
    if (!(await findVendorName(db, vendorId))) throw notFound(ChatMessages.vendorNotFound);
    return db.transaction().execute(async (trx) => {
      const result = await insertRoomIfMissing(trx, vendorId, actor.adminId);
      if (result.created) {
        await writeAudit(trx, {
          ...actor,
          action: 'chat.room_created',
          entity: 'chat_room',
          entityId: result.room.room_id,
          after: result.room,
        });
      }
      return result.room;
    });
  }

  /** A room's messages, oldest first: the newest `limit`, or those before `before`. */
  async function messages(roomId: number, before: number | undefined, limit: number) {
    if (!(await findRoom(db, roomId))) throw notFound(ChatMessages.roomNotFound);
    const rows = await listMessagesDesc(db, roomId, before, limit);
    const page = rows.slice(0, limit).reverse();
    return {
      data: page.map((m) => ({ ...m, chat_room_id: m.room_id })),
      has_more: rows.length > limit,
    };
  }

  return {
    vendors: (adminId: number, q: string | undefined, page: Omit<ChatVendorPage, 'q'>) =>
      vendors.listJson({ adminId, q }, page),
    getOrCreateRoom,
    messages,
  };
}
