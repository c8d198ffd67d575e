import { customerListQuerySchema, customerListResponseSchema, errorResponseSchema } from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import { createCustomerService } from './service';

/** Customers (docs/product/customers-and-payments.md#user-details). */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCustomerService(serviceDepsOf(app));

  app.get(
    '/admin/data/getcustomers',
    {
      schema: {
        tags: ['customers'],
        summary: 'Customers; q searches customer_name',
        description: 'By customer_id unless sort says otherwise. Without limit: every match, no total.',
        security: [{ bearerAuth: [] }],
        querystring: customerListQuerySchema,
        response: { 200: customerListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { limit, offset, sort } = request.query;
      return sendJson(reply, await service.list(request.query.q || undefined, { limit, offset, sort }));
    },
  );
};
