import {
  errorResponseSchema,
  outboxDeliveryResponseSchema,
  outboxIdParamsSchema,
  outboxListQuerySchema,
  outboxListResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wantsCsv } from '../../lib/lists/csv-export';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import { sendCsv } from '../audit/export-service';
import { auditActor } from '../audit/service';
import { createOutboxService } from './service';

const security = [{ bearerAuth: [] }];
const DELIVERIES = { permission: 'deliveries.manage' } as const;

/** The Deliveries screen's API (docs/product/deliveries.md#api). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDepsOf(app);
  const service = createOutboxService(deps);

  app.get(
    '/admin/outbox',
    {
      config: DELIVERIES,
      schema: {
        tags: ['deliveries'],
        summary: 'Deliveries to the outside world (the outbox), newest first (sort=id oldest first)',
        description:
          'Filters: status (pending, retrying, dead, done) and kind (exact). limit/offset page and add ' +
          'total; without limit every match. The payload is not shown.',
        security,
        querystring: outboxListQuerySchema,
        response: { 200: outboxListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { status, kind, limit, offset, sort } = request.query;
      const filter = { status, kind: kind || undefined };
      if (wantsCsv(request)) {
        const items = service.items(filter, { sort });
        return sendCsv(deps, request, reply, {
          list: 'deliveries',
          response: outboxListResponseSchema,
          items,
        });
      }
      return sendJson(reply, await service.list(filter, { limit, offset, sort }));
    },
  );

  app.post(
    '/admin/outbox/:id/retry',
    {
      config: DELIVERIES,
      schema: {
        tags: ['deliveries'],
        summary: 'Try a failed (dead) delivery again now, its attempts counted from 0',
        description: 'Only a dead delivery: any other is 409. Audited as outbox.retried.',
        security,
        params: outboxIdParamsSchema,
        response: {
          200: outboxDeliveryResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.retry(auditActor(request), request.params.id),
    }),
  );
};
