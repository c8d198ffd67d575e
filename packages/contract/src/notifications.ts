import { z } from 'zod';
import { bodyIdSchema, chatRoomParamsSchema } from './chat';
import { dataResponseSchema } from './envelope';

/**
 * The live bell (docs/product/cockpit.md#live-bell): what needs the admin's attention, counted on the
 * server, with the latest arrivals. pending_approvals and unassigned_bookings are counts of now;
 * new_complaints and unread_messages count what arrived since this admin's read marks.
 */
export const NOTIFICATION_KINDS = ['application', 'booking', 'complaint', 'message'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many arrivals the bell lists at most, newest first. */
export const NOTIFICATION_ITEMS_LIMIT = 20;

const count = z.number().int().min(0);

export const notificationCountsSchema = z.object({
  /** Vendors neither approved, rejected nor blocked (as the dashboard counts them). */
  pending_approvals: count,
  /** Bookings not cancelled and without a vendor. */
  unassigned_bookings: count,
  /** Vendor and customer complaints that arrived after this admin's complaints mark. */
  new_complaints: count,
  /** Vendor messages in this admin's chat rooms after the admin's read mark of each room. */
  unread_messages: count,
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
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationsSchema = z.object({
  counts: notificationCountsSchema,
  items: z.array(notificationItemSchema),
});
export type Notifications = z.infer<typeof notificationsSchema>;
export const notificationsResponseSchema = dataResponseSchema(notificationsSchema);

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
