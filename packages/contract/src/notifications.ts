import { z } from 'zod';
import { bodyIdSchema, chatRoomParamsSchema } from './chat';
import { dataResponseSchema } from './envelope';
import { MAX_DB_ID } from './ids';
import { safeText } from './safe-text';

/**
 * The live bell (docs/product/cockpit.md#live-bell): what needs the admin's attention, counted on the
 * server, with the latest arrivals. pending_approvals and unassigned_bookings are counts of now;
 * new_complaints counts what arrived since this admin last saw the bell, unread_messages what the
 * Messages screen shows unread (GET /chat/unread), unseen what the badge shows.
 */
export const NOTIFICATION_KINDS = ['application', 'booking', 'complaint', 'message'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many arrivals the bell lists at most, newest first. */
export const NOTIFICATION_ITEMS_LIMIT = 20;

const count = z.number().int().min(0);

/** The badge counts unseen arrivals up to this many (it shows `99+` above 99). */
export const NOTIFICATION_UNSEEN_CAP = 100;

export const notificationCountsSchema = z.object({
  /** Vendors neither approved, rejected nor blocked (as the dashboard counts them). */
  pending_approvals: count,
  /** Bookings not cancelled and without a vendor. */
  unassigned_bookings: count,
  /** Vendor and customer complaints that arrived after this admin last saw the bell. */
  new_complaints: count,
  /** Vendor messages in this admin's chat rooms after the admin's read mark of each room (GET /chat/unread). */
  unread_messages: count,
  /**
   * Deliveries to the outside world that gave up (`dead` outbox rows, docs/product/deliveries.md), a
   * count of now like pending_approvals; not on the badge.
   */
  failed_deliveries: count,
  /**
   * Refunds the provider refused (`failed`, docs/product/refunds.md) and not refunded again since, whose
   * delivery is not among the failed deliveries; a count of now, not on the badge.
   */
  failed_refunds: count,
  /**
   * Payouts to vendors that ended `failed` or `reversed` (their amount back on the vendor's balance,
   * docs/product/payouts.md#failed-payouts) with no later payout of that vendor, whatever its status: a
   * problem no new run has dealt with yet. A new run queues one and takes it off; if that one fails too it
   * is counted instead, so each vendor counts once at most (its newest payout). A count of now, not on the
   * badge.
   */
  failed_payouts: count,
  /**
   * The badge: arrivals (the items' kinds) after this admin's seen marks, neither opened nor dismissed
   * and, for messages, not read on the Messages screen; counted up to NOTIFICATION_UNSEEN_CAP.
   */
  unseen: count.max(NOTIFICATION_UNSEEN_CAP),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;

export const notificationItemSchema = z.object({
  /** Unique across kinds, e.g. `application:12`, `vendor_complaint:3`. */
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string(),
  /** ISO-8601 UTC. */
  at: z.string(),
  /** The screen that shows it, e.g. `/pendingapprovalview/12`. */
  link: z.string(),
  /** Opened by this admin (POST /admin/notifications/items/{itemId}/read). */
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** The kinds an item id starts with: `{kind}:{id of its row}`. */
export const NOTIFICATION_ITEM_KINDS = [
  'application',
  'booking',
  'vendor_complaint',
  'customer_complaint',
  'message',
] as const;
export type NotificationItemKind = (typeof NOTIFICATION_ITEM_KINDS)[number];

const markId = z
  .number({ error: 'must be an id' })
  .int('must be an id')
  .min(0, 'must be an id')
  .max(MAX_DB_ID, 'must be an id');

/**
 * How far the bell has seen each kind: the highest id of each. GET /admin/notifications answers the
 * newest now as `head`; POST /admin/notifications/seen takes back the head the admin was shown.
 */
export const notificationMarksSchema = z.strictObject({
  application: markId,
  booking: markId,
  vendor_complaint: markId,
  customer_complaint: markId,
  message: markId,
});
export type NotificationMarks = z.infer<typeof notificationMarksSchema>;

export const notificationsSchema = z.object({
  counts: notificationCountsSchema,
  items: z.array(notificationItemSchema),
  /** The newest id of each kind when these counts and items were read. */
  head: notificationMarksSchema,
});
export type Notifications = z.infer<typeof notificationsSchema>;
export const notificationsResponseSchema = dataResponseSchema(notificationsSchema);

/**
 * POST /admin/notifications/seen: the admin opened the bell and was shown everything up to `up_to` (the
 * `head` of the GET). Marks only move forward, and never past what exists.
 */
export const notificationSeenBodySchema = z.strictObject({ up_to: notificationMarksSchema });
export type NotificationSeenBody = z.input<typeof notificationSeenBodySchema>;

/** POST /admin/notifications/items/{itemId}/read and …/dismiss: one item, by its id (`booking:12`). */
const ITEM_ID = new RegExp(`^(${NOTIFICATION_ITEM_KINDS.join('|')}):([1-9][0-9]{0,9})$`);
const ITEM_ID_MESSAGE = 'must be a notification id such as booking:12';
export const notificationItemParamsSchema = z.object({
  itemId: safeText({ trim: true, max: 40 })
    .regex(ITEM_ID, ITEM_ID_MESSAGE)
    .refine((id) => parseNotificationItemId(id) !== undefined, ITEM_ID_MESSAGE),
});

/** `booking:12` → `{ kind: 'booking', id: 12 }`; undefined when it names no item. */
export function parseNotificationItemId(
  itemId: string,
): { kind: NotificationItemKind; id: number } | undefined {
  const match = ITEM_ID.exec(itemId);
  const id = Number(match?.[2]);
  return match && id <= MAX_DB_ID ? { kind: match[1] as NotificationItemKind, id } : undefined;
}

/** Texts of the bell's answers. */
export const NotificationMessages = {
  itemNotFound: 'Notification not found',
} as const;

/** What POST /admin/notifications/read marks: complaints, messages (every room of the admin) or all. */
export const NOTIFICATION_READ_KINDS = ['complaints', 'messages', 'all'] as const;
export const notificationReadBodySchema = z.object({
  kind: z.enum(NOTIFICATION_READ_KINDS, { error: 'kind must be complaints, messages or all' }).default('all'),
});
export type NotificationReadBody = z.input<typeof notificationReadBodySchema>;
export const notificationReadResponseSchema = dataResponseSchema(notificationCountsSchema);

/** POST /chat/rooms/{roomId}/read: up to `message_id` (default: the room's newest message). */
export const chatRoomReadParamsSchema = chatRoomParamsSchema;
export const chatRoomReadBodySchema = z
  .object({
    message_id: bodyIdSchema.optional(),
  })
  .default({});
export type ChatRoomReadBody = z.input<typeof chatRoomReadBodySchema>;

/** GET /chat/unread: the calling admin's rooms with unread vendor messages. */
export const chatUnreadRoomSchema = z.object({
  room_id: z.number().int(),
  vendor_id: z.number().int(),
  unread: count,
});
export type ChatUnreadRoom = z.infer<typeof chatUnreadRoomSchema>;
export const chatUnreadResponseSchema = dataResponseSchema(z.array(chatUnreadRoomSchema));
