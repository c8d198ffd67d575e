import {
  createPayoutsBodySchema,
  createPayoutsResponseSchema,
  errorResponseSchema,
  payoutListQuerySchema,
  payoutListResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wantsCsv } from '../../lib/lists/csv-export';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import { sendCsv } from '../audit/export-service';
import { auditActor } from '../audit/service';
import { createPayoutService, PAYOUT_REQUEST_KIND } from './service';

const security = [{ bearerAuth: [] }];

/**
 * Payouts to vendors (docs/product/payouts.md): a payout run and the payouts list. Registers the outbox
 * handler that asks the provider and the one handler of the provider's payout webhooks.
 */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDepsOf(app);
  const service = createPayoutService(deps, app.shared.paymentProvider);
  app.shared.outbox.register(PAYOUT_REQUEST_KIND, service.deliver);
  app.shared.payoutSettlements.handle(service.settle);

  app.post(
    '/admin/data/payouts',
    {
      config: { permission: 'payouts.manage', stepUp: true, idempotent: true },
      schema: {
        tags: ['payouts'],
        summary: 'Pay vendors their whole balance through the payment provider',
        description:
          'vendor_ids (1–100 distinct ids) or, left out, every vendor. Each vendor whose balance is at ' +
          'least PAYOUT_MINIMUM rupees and whose bank account is on file is paid its whole balance: in one ' +
          'transaction the balance is taken by one conditional update (never below zero, once however many ' +
          'runs at once), the payout is written queued with its payout ledger entry, its delivery to the ' +
          'provider (the outbox, payout.request) and its audit row (payout.created). skipped names the ' +
          'listed vendors not paid and why (not_found, below_minimum, no_bank_account), and every vendor ' +
          'owed enough without a bank account. Honours Idempotency-Key.',
        security,
        body: createPayoutsBodySchema,
        response: {
          201: createPayoutsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await service.run(request.body, auditActor(request));
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/admin/data/payouts',
    {
      config: { permission: 'payments.read' },
      schema: {
        tags: ['payouts'],
        summary: 'Payouts to vendors, newest first',
        description:
          'status filters (queued, processing, processed, reversed, failed). limit/offset page and add ' +
          'total; without limit every match. format=csv exports every match.',
        security,
        querystring: payoutListQuerySchema,
        response: { 200: payoutListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { status, limit, offset, sort } = request.query;
      const filter = { status };
      if (wantsCsv(request)) {
        const items = service.items(filter, { sort });
        return sendCsv(deps, request, reply, { list: 'payouts', response: payoutListResponseSchema, items });
      }
      return sendJson(reply, await service.list(filter, { limit, offset, sort }));
    },
  );
};
