import {
  customerIdParamsSchema,
  customerPaymentListQuerySchema,
  customerPaymentListResponseSchema,
  customerPaymentsResponseSchema,
  errorResponseSchema,
  vendorPaymentListQuerySchema,
  vendorPaymentListResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wantsCsv } from '../../lib/lists/csv-export';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import { sendCsv } from '../audit/export-service';
import { createPaymentService } from './service';

/** Customer payments and vendor subscription payments (docs/product/customers-and-payments.md#user-payment-details and #vendor-payments). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDepsOf(app);
  const service = createPaymentService(deps);
  const listResponses = { 400: errorResponseSchema, 401: errorResponseSchema };

  app.get(
    '/admin/data/allpaymentdetails',
    {
      config: { permission: 'payments.read' },
      schema: {
        tags: ['payments'],
        summary: 'Customer payments, newest first; q searches customer_name',
        description: 'Every customer payment field. Without limit: every match, no total.',
        security: [{ bearerAuth: [] }],
        querystring: customerPaymentListQuerySchema,
        response: { 200: customerPaymentListResponseSchema, ...listResponses },
      },
    },
    async (request, reply) => {
      const { limit, offset, sort } = request.query;
      const q = request.query.q || undefined;
      if (wantsCsv(request)) {
        const items = service.customerPaymentItems(q, { sort });
        const response = customerPaymentListResponseSchema;
        return sendCsv(deps, request, reply, { list: 'customer-payments', response, items });
      }
      return sendJson(reply, await service.customerPayments(q, { limit, offset, sort }));
    },
  );

  app.get(
    '/admin/data/paymentdetails/:id',
    {
      config: { permission: 'payments.read' },
      schema: {
        tags: ['payments'],
        summary: 'Every payment of one customer (id is a customer_id), newest first',
        security: [{ bearerAuth: [] }],
        params: customerIdParamsSchema,
        response: { 200: customerPaymentsResponseSchema, 404: errorResponseSchema, ...listResponses },
      },
    },
    async (request) => {
      const data = await service.paymentsOfCustomer(request.params.id);
      return { success: true as const, data };
    },
  );

  app.get(
    '/admin/data/getvendorpaymentdetails',
    {
      config: { permission: 'payments.read' },
      schema: {
        tags: ['payments'],
        summary: 'Vendor subscription payments, newest first; q searches vendor_name',
        description:
          'payment_details holds the provider ids, renewal date, plan and price. Without limit: every match, no total.',
        security: [{ bearerAuth: [] }],
        querystring: vendorPaymentListQuerySchema,
        response: { 200: vendorPaymentListResponseSchema, ...listResponses },
      },
    },
    async (request, reply) => {
      const { limit, offset, sort } = request.query;
      const q = request.query.q || undefined;
      if (wantsCsv(request)) {
        const items = service.vendorPaymentItems(q, { sort });
        const response = vendorPaymentListResponseSchema;
        return sendCsv(deps, request, reply, { list: 'vendor-payments', response, items });
      }
      return sendJson(reply, await service.vendorPayments(q, { limit, offset, sort }));
    },
  );
};
