import {
  BookingMessages,
  customerIdParamsSchema,
  customerPaymentListQuerySchema,
  customerPaymentListResponseSchema,
  customerPaymentsResponseSchema,
  errorResponseSchema,
  vendorPaymentListQuerySchema,
  vendorPaymentListResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { benchCeilingRoutes } from '../../lib/lists/bench-ceiling';
import { notFound } from '../../lib/http-error';
import { listBody, totalFromPage } from '../../lib/lists/paging';
import { sendJson } from '../../lib/send-json';
import { streamedRows } from '../../lib/lists/streamed-list';
import { customerExists } from '../customers/repository';
import { CountCache } from '../../lib/lists/count-cache';
import { toCustomerPayment, toVendorPayment } from './payment-mapper';
import {
  countVendorPayments,
  findVendorPaymentRows,
  listPaymentsOfCustomer,
  listVendorPaymentIds,
  listVendorPaymentRows,
} from './repository';
import { createCustomerPaymentLister } from './service';

/** Serialized customer payments kept in memory (~1 KB each); 0 turns the cache off. */
const PAYMENT_JSON_CACHE_SIZE = 10_000;

/** Customer payments and vendor subscription payments (SPEC §2 User Payment Details, Vendor Payments). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, dialect } = app;
  const customerPayments = createCustomerPaymentLister({
    db,
    dialect,
    countCacheMs: app.config.listCountCacheMs,
    jsonCacheSize: PAYMENT_JSON_CACHE_SIZE,
  });
  // Payments are only read here: a total may lag others' inserts by the cache time (ADR 007).
  const counts = new CountCache(app.config.listCountCacheMs);
  const listResponses = { 400: errorResponseSchema, 401: errorResponseSchema };

  app.get(
    '/admin/data/allpaymentdetails',
    {
      schema: {
        tags: ['payments'],
        summary: 'Customer payments, newest first; q searches customer_name',
        description: 'Every SPEC §3 customer payment field. Without limit: every match, no total.',
        security: [{ bearerAuth: [] }],
        querystring: customerPaymentListQuerySchema,
        response: { 200: customerPaymentListResponseSchema, ...listResponses },
      },
    },
    async (request, reply) => {
      const { limit, offset, sort } = request.query;
      return sendJson(
        reply,
        await customerPayments.listJson(request.query.q || undefined, { limit, offset, sort }),
      );
    },
  );

  app.get(
    '/admin/data/paymentdetails/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'Every payment of one customer (id is a customer_id), newest first',
        security: [{ bearerAuth: [] }],
        params: customerIdParamsSchema,
        response: { 200: customerPaymentsResponseSchema, 404: errorResponseSchema, ...listResponses },
      },
    },
    async (request) => {
      const customerId = request.params.id;
      if (!(await customerExists(db, customerId))) throw notFound(BookingMessages.customerNotFound);
      const data = (await listPaymentsOfCustomer(db, customerId)).map(toCustomerPayment);
      return { success: true as const, data };
    },
  );

  app.get(
    '/admin/data/getvendorpaymentdetails',
    {
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
      if (limit === undefined) {
        const ids = await listVendorPaymentIds(db, dialect, q, { offset, sort });
        const find = (batch: readonly number[]) => findVendorPaymentRows(db, batch);
        return sendJson(
          reply,
          streamedRows(ids, find, (row) => row.payment_id, toVendorPayment),
        );
      }
      const data = (await listVendorPaymentRows(db, dialect, q, { limit, offset, sort })).map(
        toVendorPayment,
      );
      const total =
        totalFromPage({ limit, offset }, data.length) ??
        (await counts.get(q ?? '', () => countVendorPayments(db, dialect, q)));
      return sendJson(reply, listBody(data, total));
    },
  );

  if (app.config.benchCeiling) await app.register(benchCeilingRoutes(['allpaymentdetails']));
};
