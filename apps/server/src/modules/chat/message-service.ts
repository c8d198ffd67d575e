import {
  bodyIdSchema,
  type ChatMessageEvent,
  ChatMessages,
  ComplaintMessages,
  sendMessagePayloadSchema,
} from '@seva/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import type { Database } from '../../db/schema';
import { isoNow } from '../../lib/time';
import { insertChatMessage } from './message-insert';
import type { ChatPrincipal } from './principal';
import type { RoomRow } from './repository';
import type { RoomCache } from './room-cache';

/** A refusal to show the client as it is (one of ChatMessages). */
export class ChatRefusal extends Error {
  constructor(
    message: string,
    readonly chatRoomId?: number,
  ) {
    super(message);
    this.name = 'ChatRefusal';
  }
}

/** The room `raw` names, if the principal may use it: an admin any room, a vendor only its own. */
export async function roomFor(rooms: RoomCache, principal: ChatPrincipal, raw: unknown): Promise<RoomRow> {
  const id = bodyIdSchema.safeParse(raw);
  if (!id.success) throw new ChatRefusal(ChatMessages.invalidRoomId);
  const room = await rooms.get(id.data);
  if (!room) throw new ChatRefusal(ChatMessages.roomNotFound, id.data);
  if (principal.kind === 'vendor' && room.vendor_id !== principal.id) {
    throw new ChatRefusal(ChatMessages.roomForbidden, id.data);
  }
  return room;
}

/**
 * What the chat asks of the complaints module (complaints/workflow.ts) about an admin's message that
 * answers a vendor complaint (`complaint_id`, docs/product/complaints.md#replying).
 */
export interface ComplaintReplies {
  isVendorsComplaint(complaintId: number, vendorId: number): Promise<boolean>;
  recordChatReply(
    trx: Transaction<Database>,
    reply: { complaintId: number; text: string; actor: { adminId: number; ip: string | null } },
  ): Promise<void>;
}

/**
 * Validates and stores one message from `principal` and returns it as the socket sends it. The sender
 * is the principal: sender_id and sender_type in the payload are ignored.
 */
export async function storeMessage(
  db: Kysely<Database>,
  dialect: Dialect,
  rooms: RoomCache,
  principal: ChatPrincipal,
  payload: unknown,
  complaints?: { replies: ComplaintReplies; ip: string | null },
): Promise<{ message: ChatMessageEvent; room: RoomRow }> {
  if (typeof payload !== 'object' || payload === null) throw new ChatRefusal(ChatMessages.invalidPayload);
  const parsed = sendMessagePayloadSchema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.path[0] === 'chat_room_id') throw new ChatRefusal(ChatMessages.invalidRoomId);
    const known: string[] = [
      ChatMessages.blankMessage,
      ChatMessages.messageTooLong,
      ChatMessages.controlCharacters,
    ];
    throw new ChatRefusal(
      issue && known.includes(issue.message) ? issue.message : ChatMessages.invalidPayload,
    );
  }
  const room = await roomFor(rooms, principal, parsed.data.chat_room_id);
  // Only an admin answers a complaint; a vendor's complaint_id is ignored.
  const complaintId = principal.kind === 'admin' ? parsed.data.complaint_id : undefined;
  if (
    complaintId !== undefined &&
    !(await complaints?.replies.isVendorsComplaint(complaintId, room.vendor_id))
  ) {
    throw new ChatRefusal(ComplaintMessages.notFound, room.room_id);
  }
  const stored = {
    room_id: room.room_id,
    sender_id: principal.id,
    sender_type: principal.kind,
    message: parsed.data.message,
    sent_at: isoNow(),
  };
  // A complaint's reply is stored with its message in one transaction: both or neither.
  const messageId =
    complaintId !== undefined && complaints
      ? await db.transaction().execute(async (trx) => {
          const id = await insertChatMessage(trx, dialect, stored);
          await complaints.replies.recordChatReply(trx, {
            complaintId,
            text: stored.message,
            actor: { adminId: principal.id, ip: complaints.ip },
          });
          return id;
        })
      : await insertChatMessage(db, dialect, stored);
  return {
    message: { message_id: messageId, chat_room_id: room.room_id, vendor_id: room.vendor_id, ...stored },
    room,
  };
}
