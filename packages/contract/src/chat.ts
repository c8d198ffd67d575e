import { z } from 'zod';
import {
  CHAT_HISTORY_DEFAULT_LIMIT,
  CHAT_HISTORY_MAX_LIMIT,
  CHAT_MESSAGE_MAX_LENGTH,
  ChatMessages,
  chatSenderTypes,
} from './chat-events';
import { listQuerySchema, pagedResponseSchema } from './envelope';
import { MAX_DB_ID } from './ids';
import { safeText } from './safe-text';
import { idParamSchema } from './vendors';

/*
 * Chat HTTP API (docs/product/api.md#chat: /chat/*, plus the admin's vendor list). The socket event map and
 * the zod-free constants are in chat-events.ts; the vendor's sign-in is in vendor-auth.ts.
 */

/** An id sent in a JSON body or socket payload: a positive integer, or a string of digits. */
export const bodyIdSchema = z
  .union([z.number(), safeText({ trim: true }).regex(/^\d{1,10}$/, 'must be a positive integer id')])
  .transform(Number)
  .pipe(
    z.number().int('must be a positive integer id').min(1, 'must be a positive integer id').max(MAX_DB_ID),
  );

export const chatSenderTypeSchema = z.enum(chatSenderTypes);

/** A stored message (docs/product/data-and-security.md#chat-room-and-message): room_id and chat_room_id hold the same value. */
export const chatMessageSchema = z.object({
  message_id: z.number().int(),
  room_id: z.number().int(),
  chat_room_id: z.number().int(),
  sender_id: z.number().int(),
  sender_type: chatSenderTypeSchema,
  message: z.string(),
  /** ISO-8601 UTC. */
  sent_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A chat room: one per (vendor, admin) pair. */
export const chatRoomSchema = z.object({
  room_id: z.number().int(),
  vendor_id: z.number().int(),
  admin_id: z.number().int(),
  created_at: z.string(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

/**
 * POST /chat/get-or-create-room. `adminId` (docs/product/api.md#chat) is accepted and ignored: the admin is the one
 * whose token made the call. Unknown vendor → 404 ChatMessages.vendorNotFound.
 */
export const getOrCreateRoomBodySchema = z.object({
  vendorId: bodyIdSchema,
  adminId: z.unknown().optional(),
});
export type GetOrCreateRoomBody = z.input<typeof getOrCreateRoomBodySchema>;

/** 200 whether the room was just created or already existed; concurrent calls get the same room. */
export const getOrCreateRoomResponseSchema = z.object({
  success: z.literal(true),
  roomId: z.number().int(),
  data: chatRoomSchema,
});
export type GetOrCreateRoomResponse = z.infer<typeof getOrCreateRoomResponseSchema>;

export const chatRoomParamsSchema = z.object({ roomId: idParamSchema });

/**
 * GET /chat/messages/{roomId}?before=&limit=. Without `before`: the newest `limit` messages. With
 * `before` (a message_id): the `limit` messages just older than it. Either way oldest first.
 * Unknown room → 404 ChatMessages.roomNotFound.
 */
export const chatMessagesQuerySchema = z.object({
  before: idParamSchema.optional(),
  limit: z.coerce
    .number()
    .int('limit must be an integer')
    .min(1, 'limit must be at least 1')
    .max(CHAT_HISTORY_MAX_LIMIT, `limit must be at most ${CHAT_HISTORY_MAX_LIMIT}`)
    .default(CHAT_HISTORY_DEFAULT_LIMIT),
});
export type ChatMessagesQuery = z.input<typeof chatMessagesQuerySchema>;

export const chatMessagesResponseSchema = z.object({
  success: z.literal(true),
  /** Oldest first. To page back, pass data[0].message_id as `before`. */
  data: z.array(chatMessageSchema),
  /** True when messages older than data[0] exist. */
  has_more: z.boolean(),
});
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

/**
 * GET /chat/vendors?q=&limit=&offset= (an addition, docs/product/api.md#chat): the left pane of /messages. Lists the vendors that
 * can chat (approved, not rejected, not blocked). `q`: case-insensitive contains on vendor_name or
 * vendor_email. Order: vendors with messages in the calling admin's room first, newest message first,
 * then the rest by vendor_name (ties by vendor_id). Without `limit`: every match.
 */
export const chatVendorListQuerySchema = listQuerySchema.omit({ sort: true, format: true });
export type ChatVendorListQuery = z.input<typeof chatVendorListQuerySchema>;

export const chatVendorSchema = z.object({
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  vendor_email: z.string(),
  /** The calling admin's room with this vendor, or null before get-or-create-room. */
  room_id: z.number().int().nullable(),
  last_message: z.string().nullable(),
  last_message_at: z.string().nullable(),
});
export type ChatVendor = z.infer<typeof chatVendorSchema>;

/** `total` is always present: the number of matching vendors. */
export const chatVendorListResponseSchema = pagedResponseSchema(chatVendorSchema);
export type ChatVendorListResponse = z.infer<typeof chatVendorListResponseSchema>;

/** The `sendMessage` payload as the server validates it (sender_* ignored, see SendMessagePayload). */
export const sendMessagePayloadSchema = z.object({
  chat_room_id: bodyIdSchema,
  message: safeText({
    error: ChatMessages.invalidPayload,
    trim: true,
    min: 1,
    tooShort: ChatMessages.blankMessage,
    max: CHAT_MESSAGE_MAX_LENGTH,
    tooLong: ChatMessages.messageTooLong,
    controlCharacters: ChatMessages.controlCharacters,
  }),
  sender_type: z.unknown().optional(),
  sender_id: z.unknown().optional(),
  /**
   * An admin's reply to this vendor complaint (docs/product/complaints.md#replying): the message is also
   * kept as the complaint's reply note, and an open complaint moves to in_progress.
   */
  complaint_id: bodyIdSchema.optional(),
});
