import {
  complaintListQuerySchema,
  customerComplaintListResponseSchema,
  errorResponseSchema,
  vendorComplaintListResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCustomerComplaints, listVendorComplaints } from './repository';

const failures = { 400: errorResponseSchema, 401: errorResponseSchema };
const description =
  'q: case-insensitive contains on the name; limit/offset page; newest first. total counts every match.';

/** SPEC §7 complaint lists (read-only). */
export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => {
      const { rows, total } = await listVendorComplaints(app.db, app.dialect, request.query);
      return { success: true as const, data: rows, total };
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
    async (request) => {
      const { rows, total } = await listCustomerComplaints(app.db, app.dialect, request.query);
      return { success: true as const, data: rows, total };
    },
  );
};
