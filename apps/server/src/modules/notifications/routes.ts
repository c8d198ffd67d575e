import {
  chatRoomReadBodySchema,
  chatRoomReadParamsSchema,
  chatUnreadResponseSchema,
  errorResponseSchema,
  notificationReadBodySchema,
  notificationReadResponseSchema,
  notificationsResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const failures = { 400: errorResponseSchema, 401: errorResponseSchema };
const notAudited = 'Read marks are per admin and not audited (they change no marketplace data).';

/** GET /admin/notifications and the read marks (docs/product/cockpit.md#live-bell). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { service } = app.shared.bell;

  app.get(
    '/admin/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The bell: what needs attention and the latest arrivals, for the calling admin',
        description:
          "pending_approvals and unassigned_bookings count what is so now; new_complaints and unread_messages what arrived after this admin's read marks. items: the latest 20 arrivals (applications, bookings, complaints, vendor messages in this admin's rooms), newest first, each with the link of its screen.",
        security: [{ bearerAuth: [] }],
        response: { 200: notificationsResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.notifications(request.admin!.id) }),
  );

  app.post(
    '/admin/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks complaints, messages (every room) or all as read for the calling admin',
        description: `Answers the fresh counts; every session of this admin hears them as notificationCounts. ${notAudited}`,
        security: [{ bearerAuth: [] }],
        body: notificationReadBodySchema,
        response: { 200: notificationReadResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.markRead(request.admin!.id, request.body.kind),
    }),
  );

  app.post(
    '/chat/rooms/:roomId/read',
    {
      schema: {
        tags: ['chat'],
        summary: 'Marks a chat room read for the calling admin, up to message_id or its newest message',
        description: `The mark only moves forward. Answers the fresh counts; every session of this admin hears them as notificationCounts. ${notAudited}`,
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
