import {
  type Customer,
  customerListQuerySchema,
  customerListResponseSchema,
  errorResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseCustomerAddress } from '../../lib/customer-address';
import { listBody, totalFromPage } from '../../lib/lists/paging';
import { sendJson } from '../../lib/send-json';
import { streamedRows } from '../../lib/lists/streamed-list';
import {
  type CustomerRow,
  countCustomers,
  findCustomerRows,
  listCustomerIds,
  listCustomerRows,
} from './repository';

function toCustomer(row: CustomerRow): Customer {
  return {
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    mobile: row.mobile,
    customer_email: row.customer_email,
    customer_country: row.customer_country,
    gender: row.gender,
    customer_address: parseCustomerAddress(row.customer_address),
    created_at: row.created_at,
  };
}

/** Customers (SPEC §2 User Details). */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const q = request.query.q || undefined;
      if (limit === undefined) {
        const ids = await listCustomerIds(app.db, app.dialect, q, { offset, sort });
        const find = (batch: readonly number[]) => findCustomerRows(app.db, batch);
        return sendJson(
          reply,
          streamedRows(ids, find, (row) => row.customer_id, toCustomer),
        );
      }
      const data = (await listCustomerRows(app.db, app.dialect, q, { limit, offset, sort })).map(toCustomer);
      const total =
        totalFromPage({ limit, offset }, data.length) ?? (await countCustomers(app.db, app.dialect, q));
      return sendJson(reply, listBody(data, total));
    },
  );
};
