import {
  chatRoomReadBodySchema,
  chatRoomReadParamsSchema,
  chatUnreadResponseSchema,
  errorResponseSchema,
  notificationItemParamsSchema,
  notificationReadBodySchema,
  notificationReadResponseSchema,
  notificationSeenBodySchema,
  notificationsResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '../audit/service';

const failures = { 400: errorResponseSchema, 401: errorResponseSchema };
const notAudited = 'Chat read marks are per admin and not audited (they change no marketplace data).';
const perAdmin = 'Every session of this admin hears the fresh counts as notificationCounts.';

/** GET /admin/notifications, the seen marks, the items' states and the chat read marks (docs/product/cockpit.md#live-bell). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { service } = app.shared.bell;

  app.get(
    '/admin/notifications',
    {
      config: { permission: 'signed_in' },
      schema: {
        tags: ['notifications'],
        summary: 'The bell: what needs attention and the latest arrivals, for the calling admin',
        description:
          "pending_approvals and unassigned_bookings count what is so now; new_complaints what arrived after this admin's seen marks; unread_messages the vendor messages after this admin's chat read marks (as GET /chat/unread); failed_deliveries the deliveries to the outside world that gave up (dead outbox rows, as the dashboard counts them); failed_refunds the refunds the provider refused and not refunded again since; failed_payouts the payouts failed or reversed with no later payout of their vendor (each vendor once at most); unseen, the badge, the arrivals after the seen marks neither opened nor dismissed (up to 100). items: the latest 20 arrivals this admin has not dismissed (applications, bookings, complaints, vendor messages in this admin's rooms), newest first, each with the link of its screen and whether it was opened. head: the newest id of each kind, to send back to POST /admin/notifications/seen.",
        security: [{ bearerAuth: [] }],
        response: { 200: notificationsResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.notifications(request.admin!.id) }),
  );

  app.post(
    '/admin/notifications/seen',
    {
      config: { permission: 'signed_in' },
      schema: {
        tags: ['notifications'],
        summary:
          'The calling admin opened the bell and saw everything up to up_to (the head the GET answered)',
        description: `Raises this admin's seen marks to up_to, never lowering one and never past the newest id that exists, in one statement; audited (notifications.seen) when a mark moved. Answers the fresh counts. ${perAdmin}`,
        security: [{ bearerAuth: [] }],
        body: notificationSeenBodySchema,
        response: { 200: notificationReadResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.markSeen(auditActor(request), request.body.up_to),
    }),
  );

  const itemAction = (action: 'read' | 'dismiss') =>
    app.post(
      `/admin/notifications/items/:itemId/${action}`,
      {
        config: { permission: 'signed_in' },
        schema: {
          tags: ['notifications'],
          summary:
            action === 'read'
              ? 'The calling admin opened an item (e.g. booking:12): it shows as read and leaves the badge'
              : 'The calling admin dismissed an item: the bell no longer lists or counts it for this admin',
          description: `Audited (notifications.item_${action === 'read' ? 'read' : 'dismissed'}) when the item's state changed; a dismissed item stays dismissed. 404 when the id names nothing this admin could see. Answers the fresh counts. ${perAdmin}`,
          security: [{ bearerAuth: [] }],
          params: notificationItemParamsSchema,
          response: { 200: notificationReadResponseSchema, 404: errorResponseSchema, ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        data:
          action === 'read'
            ? await service.openItem(auditActor(request), request.params.itemId)
            : await service.dismissItem(auditActor(request), request.params.itemId),
      }),
    );
  itemAction('read');
  itemAction('dismiss');

  app.post(
    '/admin/notifications/read',
    {
      config: { permission: 'signed_in' },
      schema: {
        tags: ['notifications'],
        summary: 'Marks complaints seen, messages (every room) read, or both, for the calling admin',
        description: `complaints: seen up to the newest (audited as notifications.seen when a mark moved); messages: every room of this admin read up to its newest message. Answers the fresh counts. ${perAdmin} ${notAudited}`,
        security: [{ bearerAuth: [] }],
        body: notificationReadBodySchema,
        response: { 200: notificationReadResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.markRead(auditActor(request), request.body.kind),
    }),
  );

  app.post(
    '/chat/rooms/:roomId/read',
    {
      config: { permission: 'chat.use' },
      schema: {
        tags: ['chat'],
        summary: 'Marks a chat room read for the calling admin, up to message_id or its newest message',
        description: `The mark only moves forward. Answers the fresh counts. ${perAdmin} ${notAudited}`,
        security: [{ bearerAuth: [] }],
        params: chatRoomReadParamsSchema,
        body: chatRoomReadBodySchema,
        response: { 200: notificationReadResponseSchema, 404: errorResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.markRoomRead(request.admin!.id, request.params.roomId, request.body?.message_id),
    }),
  );

  app.get(
    '/chat/unread',
    {
      config: { permission: 'chat.use' },
      schema: {
        tags: ['chat'],
        summary: "The calling admin's rooms with unread vendor messages, and how many",
        security: [{ bearerAuth: [] }],
        response: { 200: chatUnreadResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.unreadRooms(request.admin!.id) }),
  );
};
