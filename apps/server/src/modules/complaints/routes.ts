import {
  complaintListQuerySchema,
  customerComplaintListResponseSchema,
  errorResponseSchema,
  vendorComplaintListResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv, wantsCsv } from '../../lib/lists/csv-export';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import { createComplaintService } from './service';

const failures = { 400: errorResponseSchema, 401: errorResponseSchema };
const description =
  'q: case-insensitive contains on the name; limit/offset page; newest first. total counts every match.';

/** The complaint lists of docs/product/api.md#complaints (read-only). */
export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDepsOf(app);
  const service = createComplaintService(deps);

  app.get(
    '/admin/data/getvendorscomplaints',
    {
      schema: {
        tags: ['complaints'],
        summary: 'Complaints made by vendors, searched by vendor_name',
        description,
        security: [{ bearerAuth: [] }],
        querystring: complaintListQuerySchema,
        response: { 200: vendorComplaintListResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const { q, limit, offset } = request.query;
      if (wantsCsv(request)) {
        const items = service.vendorComplaintItems(q || undefined, {});
        const response = vendorComplaintListResponseSchema;
        return sendCsv(deps, request, reply, { list: 'vendor-complaints', response, items });
      }
      return sendJson(reply, await service.vendorComplaints(q || undefined, { limit, offset }));
    },
  );

  app.get(
    '/admin/data/getCUSTOMERCOMPLAINTS',
    {
      schema: {
        tags: ['complaints'],
        summary: 'Complaints made by customers, searched by customer_name',
        description,
        security: [{ bearerAuth: [] }],
        querystring: complaintListQuerySchema,
        response: { 200: customerComplaintListResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const { q, limit, offset } = request.query;
      if (wantsCsv(request)) {
        const items = service.customerComplaintItems(q || undefined, {});
        const response = customerComplaintListResponseSchema;
        return sendCsv(deps, request, reply, { list: 'customer-complaints', response, items });
      }
      return sendJson(reply, await service.customerComplaints(q || undefined, { limit, offset }));
    },
  );
};
