import {
  errorResponseSchema,
  insertSubscriptionBodySchema,
  SubscriptionMessages,
  subscriptionIdParamsSchema,
  subscriptionListQuerySchema,
  subscriptionListResponseSchema,
  subscriptionResponseSchema,
  updateSubscriptionBodySchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wantsCsv } from '../../lib/lists/csv-export';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import { sendCsv } from '../audit/export-service';
import { auditActor, auditedCrudRouteOptions } from '../audit/service';
import { createSubscriptionService } from './service';

const tags = ['subscriptions'];
const security = [{ bearerAuth: [] }];
const options = auditedCrudRouteOptions(tags, 'catalogue.manage');

/** Subscription plans: the …SUBSCRIPTIONS calls. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDepsOf(app);
  const service = createSubscriptionService(deps);

  app.get(
    '/admin/data/getSUBSCRIPTIONS',
    {
      config: { permission: 'payments.read' },
      schema: {
        tags,
        summary: 'Subscription plans; q searches subscription_name',
        security,
        querystring: subscriptionListQuerySchema,
        response: { 200: subscriptionListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { limit, offset, sort } = request.query;
      const q = request.query.q || undefined;
      if (wantsCsv(request)) {
        return sendCsv(deps, request, reply, {
          list: 'subscription-plans',
          response: subscriptionListResponseSchema,
          items: service.items(q, { sort }),
        });
      }
      return sendJson(reply, await service.list(q, { limit, offset, sort }));
    },
  );

  app.post(
    '/admin/data/insertSUBSCRIPTIONS',
    options.insert(
      {
        summary: 'Add a plan: name, price ≥ 0 with at most two decimals, description; names unique, any case',
      },
      insertSubscriptionBodySchema,
      subscriptionResponseSchema,
      [409],
    ),
    async (request, reply) => {
      const data = await service.create(request.body, auditActor(request));
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.put(
    '/admin/data/updateSUBSCRIPTIONS',
    options.update(
      {
        summary: 'Update a plan (as add plus subscription_id)',
        description:
          'Vendors already on the plan keep the name and price they bought (their rows hold a copy).',
      },
      updateSubscriptionBodySchema,
      subscriptionResponseSchema,
      [404, 409],
    ),
    async (request) => ({
      success: true as const,
      data: await service.update(request.body, auditActor(request)),
    }),
  );

  app.delete(
    '/admin/data/deleteSUBSCRIPTIONS/:id',
    options.remove(
      {
        summary: 'Delete a plan no vendor holds or has held',
        description: '409 with the reason while vendors hold it or their payments and periods refer to it.',
      },
      subscriptionIdParamsSchema,
      [404, 409],
    ),
    async (request) => {
      await service.remove(request.params.id, auditActor(request));
      return { success: true as const, message: SubscriptionMessages.deleted };
    },
  );
};
