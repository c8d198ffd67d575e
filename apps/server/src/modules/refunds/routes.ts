import {
  createRefundBodySchema,
  errorResponseSchema,
  paymentRefundsParamsSchema,
  paymentRefundsResponseSchema,
  RefundMessages,
  refundListQuerySchema,
  refundListResponseSchema,
  refundResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wantsCsv } from '../../lib/lists/csv-export';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import { sendCsv } from '../audit/export-service';
import { auditActor } from '../audit/service';
import { createRefundService, REFUND_REQUEST_KIND } from './service';

const security = [{ bearerAuth: [] }];

/**
 * Refunds of customer payments (docs/product/refunds.md): an admin's refund, the refunds of a payment, the
 * refunds list. Registers the outbox handler that asks the provider and the one handler of the provider's
 * refund webhooks.
 */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDepsOf(app);
  const service = createRefundService(deps, app.shared.paymentProvider);
  app.shared.outbox.register(REFUND_REQUEST_KIND, service.deliver);
  app.shared.refundSettlements.handle(service.settle);

  app.post(
    '/admin/data/payments/:payment_id/refunds',
    {
      config: { permission: 'payments.refund', stepUp: true, idempotent: true },
      schema: {
        tags: ['refunds'],
        summary: 'Refund part or all of a customer payment through the payment provider',
        description:
          'amount in rupees (more than 0, two decimals at most), at most what is still refundable ' +
          '(captured − processed − pending and requested refunds): more is 422 ' +
          "'The refund is more than the refundable amount of ₹{refundable}'. " +
          'The refund is written pending with its delivery to the provider (the outbox) in one transaction; ' +
          'the provider settles it later (processed or failed). Honours Idempotency-Key. Audited as refund.created.',
        security,
        params: paymentRefundsParamsSchema,
        body: createRefundBodySchema,
        response: {
          201: refundResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await service.create(request.params.payment_id, request.body, auditActor(request));
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/admin/data/payments/:payment_id/refunds',
    {
      config: { permission: 'payments.read' },
      schema: {
        tags: ['refunds'],
        summary: "Every refund of one customer payment, newest first (the payment details dialog's)",
        description: `404 '${RefundMessages.paymentNotFound}'.`,
        security,
        params: paymentRefundsParamsSchema,
        response: {
          200: paymentRefundsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({ success: true as const, data: await service.ofPayment(request.params.payment_id) }),
  );

  app.get(
    '/admin/data/refunds',
    {
      config: { permission: 'payments.read' },
      schema: {
        tags: ['refunds'],
        summary: 'Refunds of customer payments, newest first',
        description:
          'status filters (pending, requested, processed, failed); q searches the customer name. ' +
          'limit/offset page and add total; without limit every match. format=csv exports every match.',
        security,
        querystring: refundListQuerySchema,
        response: { 200: refundListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { status, q, limit, offset, sort } = request.query;
      const filter = { status, q: q || undefined };
      if (wantsCsv(request)) {
        const items = service.items(filter, { sort });
        return sendCsv(deps, request, reply, { list: 'refunds', response: refundListResponseSchema, items });
      }
      return sendJson(reply, await service.list(filter, { limit, offset, sort }));
    },
  );
};
