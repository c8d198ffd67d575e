import { customerListQuerySchema, customerListResponseSchema, errorResponseSchema } from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wantsCsv } from '../../lib/lists/csv-export';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import { sendCsv } from '../audit/export-service';
import { createCustomerService } from './service';

/** Customers (docs/product/customers-and-payments.md#user-details). */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDepsOf(app);
  const service = createCustomerService(deps);

  app.get(
    '/admin/data/getcustomers',
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['customers'],
        summary: 'Customers; q searches customer_name and mobile',
        description:
          'By customer_id unless sort says otherwise. A q that looks like a phone number (+91, 0, spaces, dashes) matches mobile on its 10 national digits. Without limit: every match, no total.',
        security: [{ bearerAuth: [] }],
        querystring: customerListQuerySchema,
        response: { 200: customerListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { limit, offset, sort } = request.query;
      const q = request.query.q || undefined;
      if (wantsCsv(request)) {
        const items = service.items(q, { sort });
        return sendCsv(deps, request, reply, {
          list: 'customers',
          response: customerListResponseSchema,
          items,
        });
      }
      return sendJson(reply, await service.list(q, { limit, offset, sort }));
    },
  );
};
