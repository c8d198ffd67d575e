import { dataResponseSchema, errorResponseSchema, safeText } from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAudit } from './repository';

const auditRowSchema = z.object({
  id: z.number(),
  admin_id: z.number().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});

const auditQuerySchema = z.object({
  entity: safeText({ max: 50 }).optional(),
  entity_id: safeText({ max: 50 }).optional(),
  action: safeText({ max: 80 }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Read access to the audit trail, newest first. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['audit'],
        summary: 'Audit log of admin actions, newest first',
        security: [{ bearerAuth: [] }],
        querystring: auditQuerySchema,
        response: { 200: dataResponseSchema(z.array(auditRowSchema)), 401: errorResponseSchema },
      },
    },
    async (request) => {
      const { entity, entity_id, action, limit, offset } = request.query;
      const data = await listAudit(app.db, { entity, entityId: entity_id, action, limit, offset });
      return { success: true as const, data };
    },
  );
};
