import {
  auditAdminsResponseSchema,
  auditListQuerySchema,
  auditListResponseSchema,
  auditTimelineParamsSchema,
  auditTimelineResponseSchema,
  errorResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wantsCsv } from '../../lib/lists/csv-export';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import { sendCsv } from './export-service';
import { createAuditTrailService } from './trail-service';

const failures = { 400: errorResponseSchema, 401: errorResponseSchema };
const security = [{ bearerAuth: [] }];

/** Read access to the audit trail (docs/product/cockpit.md#audit-trail, docs/product/api.md#audit-log). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDepsOf(app);
  const service = createAuditTrailService(deps);

  app.get(
    '/admin/audit',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['audit'],
        summary: 'Audit log of admin actions, newest first (sort=id oldest first), filtered and searched',
        description:
          'Filters: admin_id, action, entity, entity_id (exact), from/to (YYYY-MM-DD as an Asia/Kolkata day, ' +
          'or an ISO-8601 instant; to includes its day), q (contains, case-insensitive, on action, entity, ' +
          'entity_id and the admin name). limit/offset page and add total; without limit every match.',
        security,
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const { admin_id, action, entity, entity_id, from, to, q, limit, offset, sort } = request.query;
      const filter = {
        adminId: admin_id,
        action: action || undefined,
        entity: entity || undefined,
        entityId: entity_id || undefined,
        from: from || undefined,
        to: to || undefined,
        q: q || undefined,
      };
      if (wantsCsv(request)) {
        const items = service.items(filter, { sort });
        return sendCsv(deps, request, reply, { list: 'audit-log', response: auditListResponseSchema, items });
      }
      return sendJson(reply, await service.list(filter, { limit, offset, sort }));
    },
  );

  app.get(
    '/admin/audit/entities/:entity/:id',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['audit'],
        summary: "One entity's history from the audit log, oldest first",
        description: 'entity as in the audit rows (vendor, booking, customer, …), id its entity_id.',
        security,
        params: auditTimelineParamsSchema,
        response: { 200: auditTimelineResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { entity, id } = request.params;
      // entity_id is stored as text (modules/audit/repository.ts): the row id as its digits.
      return { success: true as const, data: await service.timeline(entity, String(id)) };
    },
  );

  app.get(
    '/admin/audit/admins',
    {
      // The audit trail's admin filter, and the complaint assignee picker of whoever works complaints.
      config: { permission: ['audit.read', 'complaints.work'] },
      schema: {
        tags: ['audit'],
        summary: 'Every admin by name: the audit trail admin filter and the complaint assignees',
        security,
        response: { 200: auditAdminsResponseSchema, 401: errorResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await service.admins() }),
  );
};
