import type { LiveEvent } from './live-events';
import type { NotificationCounts } from './notifications';
/**
 * The real-time chat on `/socket.io` (docs/product/chat.md#socket-events): limits, texts and the typed event
 * maps shared by the server, the web app and the vendor terminal client. Zod-free on purpose, so the web
 * app may import these values without pulling zod into its bundle (ADR 005). The matching zod schemas
 * live in chat.ts.
 *
 * Connecting: `io(origin, { path: '/socket.io', query: { token } })` (`auth: { token }` also works).
 * The token is an admin session token (POST /admin/login) or a vendor token (POST /vendor/login/verifyOtp).
 * A missing, unknown, expired or revoked token is refused: the client gets `connect_error` whose
 * `message` is one of AuthMessages.noToken / AuthMessages.invalidToken and whose `data` is
 * `{ status: 401 }`.
 *
 * On connect the server puts every socket in its own inbox, so nobody has to join a room to hear about it:
 * - an admin socket receives `receiveMessage` for every room of that admin (the left pane can update), when
 *   the admin's role has `chat.use` (without it: only the bell's counts and `marketplaceEvent`);
 * - a vendor socket receives `receiveMessage` for every room of that vendor.
 * `joinRoom` additionally subscribes to one room (an admin may join any room, a vendor only its own).
 * A message reaches each socket once, even when it is both joined and in its inbox.
 */

/** Who sent a message. */
export const chatSenderTypes = ['admin', 'vendor'] as const;
export type ChatSenderType = (typeof chatSenderTypes)[number];

/** Longest message accepted, counted in UTF-16 code units after trimming (JavaScript `length`). */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** Messages a socket may send per CHAT_RATE_WINDOW_MS before it is refused with ChatMessages.rateLimited. */
export const CHAT_RATE_LIMIT = 20;
export const CHAT_RATE_WINDOW_MS = 10_000;
/** GET /chat/messages/{roomId}: page size when `limit` is absent, and the largest accepted. */
export const CHAT_HISTORY_DEFAULT_LIMIT = 50;
export const CHAT_HISTORY_MAX_LIMIT = 200;
/** The socket.io path (docs/product/chat.md#socket-events). */
export const CHAT_SOCKET_PATH = '/socket.io';

/** Texts the chat server sends (HTTP `message`, acknowledgement `error`, `error` event `message`). */
export const ChatMessages = {
  /** Same text as the client-side check of docs/product/chat.md#send-rules, so a server refusal reads the same. */
  blankMessage: 'Please enter a message.',
  messageTooLong: `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
  /** NUL and other control characters (tab and line breaks are fine); see safe-text.ts. */
  controlCharacters: 'Message must not contain control characters',
  invalidPayload: 'Invalid message: send { chat_room_id, message }',
  invalidRoomId: 'chat_room_id must be a positive integer id',
  roomNotFound: 'Chat room not found',
  roomForbidden: 'You cannot use this chat room',
  rateLimited: 'You are sending messages too fast. Please wait a moment.',
  vendorNotFound: 'Vendor not found',
  vendorCannotChat: 'This vendor account cannot use chat',
  adminOnly: 'This action is for administrators only',
  internalError: 'Something went wrong. Please try again.',
  /** Vendor sign-in, verifyOtp: the vendor exists but is blocked, rejected or not yet approved (403). */
  vendorBlocked: 'Your vendor account is blocked. Please contact support.',
  vendorRejected: 'Your vendor application was rejected. Please contact support.',
  vendorNotApproved: 'Your vendor account is awaiting approval.',
  vendorSignedIn: 'Signed in',
} as const;

/**
 * One stored chat message as the socket sends it (`receiveMessage`, the `sendMessage` acknowledgement).
 * The names of docs/product/chat.md#socket-events plus message_id and room_id (same value as chat_room_id) and vendor_id (the room's
 * vendor, so an admin's vendor list can update for rooms that are not open).
 */
export interface ChatMessageEvent {
  message_id: number;
  chat_room_id: number;
  room_id: number;
  vendor_id: number;
  sender_id: number;
  sender_type: ChatSenderType;
  message: string;
  /** ISO-8601 UTC, e.g. 2026-11-21T10:15:30.123Z. */
  sent_at: string;
}

/**
 * `sendMessage` payload (docs/product/chat.md#socket-events). Only chat_room_id and message are used: sender_type and sender_id
 * are accepted for compatibility with older clients and ignored — the server takes them from the token.
 * chat_room_id may be a number or a string of digits.
 */
export interface SendMessagePayload {
  chat_room_id: number | string;
  message: string;
  sender_type?: ChatSenderType;
  sender_id?: number | string;
  /** An admin's reply to this complaint of the room's vendor (docs/product/complaints.md#replying). */
  complaint_id?: number;
}

/** A refusal: `error` is a human sentence (one of ChatMessages or AuthMessages). */
export interface ChatAckFailure {
  ok: false;
  error: string;
}
export type JoinRoomAck = { ok: true; chat_room_id: number } | ChatAckFailure;
export type SendMessageAck = { ok: true; data: ChatMessageEvent } | ChatAckFailure;

/** A room the connected principal belongs to (`listRooms`). */
export interface ChatRoomSummary {
  room_id: number;
  vendor_id: number;
  vendor_name: string;
  admin_id: number;
  admin_name: string;
  last_message: string | null;
  last_message_at: string | null;
}
export type ListRoomsAck = { ok: true; data: ChatRoomSummary[] } | ChatAckFailure;

/**
 * A refused client event, sent only when the client emitted it WITHOUT an acknowledgement callback.
 * Every refusal is answered exactly once: through the acknowledgement when there is one, else this event.
 */
export interface ChatErrorEvent {
  /** The client event that was refused. */
  event: 'joinRoom' | 'sendMessage' | 'listRooms';
  message: string;
  chat_room_id?: number;
}

/** Who the connection authenticated as, sent once right after connect. */
export interface ChatSessionEvent {
  sender_type: ChatSenderType;
  sender_id: number;
  name: string;
}

/** Events a client emits. Every one takes an optional acknowledgement callback as its last argument. */
export interface ClientToServerEvents {
  /** docs/product/chat.md#socket-events: subscribe to one room. An admin may join any existing room; a vendor only its own. */
  joinRoom: (chat_room_id: number | string, ack?: (response: JoinRoomAck) => void) => void;
  /**
   * docs/product/chat.md#server-rules: the message is trimmed, must be non-blank and at most CHAT_MESSAGE_MAX_LENGTH characters,
   * is stored (and the room's last_message updated), and only then broadcast as `receiveMessage` to the
   * room, the room's admin and its vendor — the sender's own socket included, so dedupe by message_id
   * if you also use the ack, which carries the same stored message. Rate limit: CHAT_RATE_LIMIT per
   * CHAT_RATE_WINDOW_MS per socket (ChatMessages.rateLimited). A socket whose session was revoked since
   * connecting is refused with AuthMessages.invalidToken and disconnected (and a revoked session's sockets
   * are closed by the server at once anyway); an admin whose role lacks `chat.use` is refused with
   * TeamMessages.forbidden (as are joinRoom and listRooms).
   */
  sendMessage: (payload: SendMessagePayload, ack?: (response: SendMessageAck) => void) => void;
  /** An addition (docs/product/chat.md#socket-events): the rooms of the connected admin or vendor, most recent message first. */
  listRooms: (ack: (response: ListRoomsAck) => void) => void;
}

/** Events the server emits. */
export interface ServerToClientEvents {
  /** docs/product/chat.md#socket-events: a stored message of a room this socket joined or belongs to. */
  receiveMessage: (message: ChatMessageEvent) => void;
  /** A refused client event that had no acknowledgement callback (see ChatErrorEvent). */
  error: (error: ChatErrorEvent) => void;
  /** The authenticated principal, once after connect. */
  session: (session: ChatSessionEvent) => void;
  /** Admin sockets only: something arrived from the vendor or customer app or the payment provider. */
  marketplaceEvent: (event: LiveEvent) => void;
  /**
   * Admin sockets only: the bell's fresh counts for this admin (docs/product/cockpit.md#live-bell), sent to
   * the admin's inbox when something they count arrives, another admin decides, or this admin reads.
   */
  notificationCounts: (counts: NotificationCounts) => void;
}

/** What `connect_error` carries in `data` when the server refuses the handshake. */
export interface ChatConnectErrorData {
  /**
   * 401: no or a dead token; 403: a vendor who may not chat, or a member who must turn on two-step sign-in
   * first (the message says why).
   */
  status: 401 | 403;
}
