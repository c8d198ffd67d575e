import {
  ChatMessages,
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
import { notFound } from '../../lib/http-error';
import { auditActor } from '../audit/actor';
import { writeAudit } from '../audit/repository';
import {
  findRoom,
  findVendorName,
  insertRoomIfMissing,
  listChatVendors,
  listMessagesDesc,
} from './repository';

const failures = { 400: errorResponseSchema, 401: errorResponseSchema };

/** The chat calls (docs/product/api.md#chat) and the /messages vendor list; vendor sign-in is modules/vendor-auth. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/chat/get-or-create-room',
    {
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
      const admin = request.admin!;
      const { vendorId } = request.body;
      if (!(await findVendorName(app.db, vendorId))) throw notFound(ChatMessages.vendorNotFound);
      const room = await app.db.transaction().execute(async (trx) => {
        const result = await insertRoomIfMissing(trx, vendorId, admin.id);
        if (result.created) {
          await writeAudit(trx, {
            ...auditActor(request),
            action: 'chat.room_created',
            entity: 'chat_room',
            entityId: result.room.room_id,
            after: result.room,
          });
        }
        return result.room;
      });
      return { success: true as const, roomId: room.room_id, data: room };
    },
  );

  app.get(
    '/chat/messages/:roomId',
    {
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
      const { roomId } = request.params;
      const { before, limit } = request.query;
      if (!(await findRoom(app.db, roomId))) throw notFound(ChatMessages.roomNotFound);
      const rows = await listMessagesDesc(app.db, roomId, before, limit);
      const page = rows.slice(0, limit).reverse();
      return {
        success: true as const,
        data: page.map((m) => ({ ...m, chat_room_id: m.room_id })),
        has_more: rows.length > limit,
      };
    },
  );

  app.get(
    '/chat/vendors',
    {
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
    async (request) => {
      const { rows, total } = await listChatVendors(app.db, app.dialect, request.admin!.id, request.query);
      return { success: true as const, data: rows, total };
    },
  );
};
