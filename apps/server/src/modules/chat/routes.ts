import {
  chatMessagesQuerySchema,
  chatMessagesResponseSchema,
  chatRoomParamsSchema,
  chatVendorListQuerySchema,
  chatVendorListResponseSchema,
  errorResponseSchema,
  getOrCreateRoomBodySchema,
  getOrCreateRoomResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import { auditActor } from '../audit/service';
import { createChatService } from './service';

const failures = { 400: errorResponseSchema, 401: errorResponseSchema };

/** The chat calls (docs/product/api.md#chat) and the /messages vendor list; vendor sign-in is modules/vendor-auth. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createChatService(serviceDepsOf(app));

  app.post(
    '/chat/get-or-create-room',
    {
      config: { permission: 'chat.use' },
      schema: {
        tags: ['chat'],
        summary: "The calling admin's room with a vendor, created on first use",
        description: 'adminId is ignored: the admin is the bearer. Concurrent calls return the same room.',
        security: [{ bearerAuth: [] }],
        body: getOrCreateRoomBodySchema,
        response: { 200: getOrCreateRoomResponseSchema, 404: errorResponseSchema, ...failures },
      },
    },
    async (request) => {
      const room = await service.getOrCreateRoom(request.body.vendorId, {
        ...auditActor(request),
        adminId: request.admin!.id,
      });
      return { success: true as const, roomId: room.room_id, data: room };
    },
  );

  app.get(
    '/chat/messages/:roomId',
    {
      config: { permission: 'chat.use' },
      schema: {
        tags: ['chat'],
        summary: 'Messages of a room, oldest first: the newest page, or the page before a message_id',
        security: [{ bearerAuth: [] }],
        params: chatRoomParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagesResponseSchema, 404: errorResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { before, limit } = request.query;
      return { success: true as const, ...(await service.messages(request.params.roomId, before, limit)) };
    },
  );

  app.get(
    '/chat/vendors',
    {
      config: { permission: 'chat.use' },
      schema: {
        tags: ['chat'],
        summary: 'Vendors for the chat list with the last message of your room with each',
        description:
          'Approved, unblocked, unrejected vendors; q matches vendor_name or vendor_email. Vendors with messages first (newest first), then by name.',
        security: [{ bearerAuth: [] }],
        querystring: chatVendorListQuerySchema,
        response: { 200: chatVendorListResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const { q, limit, offset } = request.query;
      return sendJson(reply, await service.vendors(request.admin!.id, q || undefined, { limit, offset }));
    },
  );
};
