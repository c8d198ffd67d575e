import {
  complaintListQuerySchema,
  customerComplaintListResponseSchema,
  errorResponseSchema,
  vendorComplaintListResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import { createComplaintService } from './service';

const failures = { 400: errorResponseSchema, 401: errorResponseSchema };
const description =
  'q: case-insensitive contains on the name; limit/offset page; newest first. total counts every match.';

/** The complaint lists of docs/product/api.md#complaints (read-only). */
export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createComplaintService(serviceDepsOf(app));

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
      return sendJson(reply, await service.customerComplaints(q || undefined, { limit, offset }));
    },
  );
};
