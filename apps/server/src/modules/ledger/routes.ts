import {
  commissionListResponseSchema,
  errorResponseSchema,
  ledgerAdjustmentBodySchema,
  ledgerEntryResponseSchema,
  updateCommissionsBodySchema,
  VendorLedgerMessages,
  vendorBalanceListQuerySchema,
  vendorBalanceListResponseSchema,
  vendorLedgerParamsSchema,
  vendorLedgerQuerySchema,
  vendorLedgerResponseSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wantsCsv } from '../../lib/lists/csv-export';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import { sendCsv } from '../audit/export-service';
import { auditActor } from '../audit/service';
import { createCommissionService } from './commission-service';
import { createEarningsService } from './earnings-service';

const security = [{ bearerAuth: [] }];

/**
 * Commission and the vendor ledger (docs/product/vendor-ledger.md): the categories' commissions, a
 * vendor's ledger, finance's adjustments and the vendors' balances.
 */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDepsOf(app);
  const commissions = createCommissionService(deps);
  const earnings = createEarningsService(deps);

  app.get(
    '/admin/data/commissions',
    {
      config: { permission: 'payments.read' },
      schema: {
        tags: ['vendor ledger'],
        summary: "Every service category's commission in force, by category name",
        description:
          'commission_percent is the percentage of a booking paid from now on that the marketplace keeps: ' +
          "the category's own, else DEFAULT_COMMISSION_PERCENT (is_default true).",
        security,
        response: { 200: commissionListResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await commissions.list() }),
  );

  app.put(
    '/admin/data/commissions',
    {
      config: { permission: 'commissions.manage' },
      schema: {
        tags: ['vendor ledger'],
        summary: 'Set the commission of one or more service categories',
        description:
          'A list of { service_cat_id, commission_percent } (0–100, two decimals at most; null goes back to ' +
          'DEFAULT_COMMISSION_PERCENT), each category once. All are written or none: a bad item is 400, an ' +
          "unknown category 422 'Service category {id} not found'. " +
          'A change applies to bookings paid after it (each payment keeps the percentage it was captured ' +
          'at). Each changed category is audited as commission.updated with before and after. Answers every ' +
          "category's commission as GET does.",
        security,
        body: updateCommissionsBodySchema,
        response: {
          200: commissionListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await commissions.update(request.body, auditActor(request)),
    }),
  );

  app.get(
    '/admin/data/vendors/:vendorId/ledger',
    {
      config: { permission: 'payments.read' },
      schema: {
        tags: ['vendor ledger'],
        summary: "A vendor's ledger entries, newest first",
        description:
          'amount is what the entry adds to the balance in rupees (negative for a clawback or a payout); ' +
          'commission the commission kept beside an earning (negative on a clawback: returned). type filters ' +
          `one entry type. limit/offset page and add total; format=csv exports every match. 404 '${VendorLedgerMessages.vendorNotFound}'.`,
        security,
        params: vendorLedgerParamsSchema,
        querystring: vendorLedgerQuerySchema,
        response: {
          200: vendorLedgerResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { limit, offset, type } = request.query;
      const filter = { vendorId: request.params.vendorId, type };
      if (wantsCsv(request)) {
        const items = await earnings.ledgerItems(filter);
        return sendCsv(deps, request, reply, {
          list: 'vendor-ledger',
          response: vendorLedgerResponseSchema,
          items,
        });
      }
      return sendJson(reply, await earnings.ledger(filter, { limit, offset }));
    },
  );

  app.post(
    '/admin/data/vendors/:vendorId/ledger/adjustments',
    {
      config: { permission: 'ledger.adjust', idempotent: true },
      schema: {
        tags: ['vendor ledger'],
        summary: "Adjust a vendor's balance by an amount, with a reason",
        description:
          'amount in rupees, positive (the marketplace owes the vendor more) or negative (less), not 0, two ' +
          `decimals at most; reason required. Audited as ledger.adjusted. Honours Idempotency-Key. 404 '${VendorLedgerMessages.vendorNotFound}'.`,
        security,
        params: vendorLedgerParamsSchema,
        body: ledgerAdjustmentBodySchema,
        response: {
          201: ledgerEntryResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await earnings.adjust(request.params.vendorId, request.body, auditActor(request));
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/admin/data/vendor-balances',
    {
      config: { permission: 'payments.read' },
      schema: {
        tags: ['vendor ledger'],
        summary: 'Every vendor with a ledger entry and its balance, by vendor name',
        description:
          'balance: what the marketplace owes the vendor now (the sum of its entries); earned: earnings − ' +
          'clawbacks; paid_out: payouts − reversals; balance = earned − paid_out + adjustments. ' +
          'last_payout_at: when its newest processed payout was processed. q searches the vendor name; ' +
          'vendor_id picks one vendor. ' +
          'limit/offset page and add total; format=csv exports every match.',
        security,
        querystring: vendorBalanceListQuerySchema,
        response: {
          200: vendorBalanceListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { limit, offset } = request.query;
      const filter = { q: request.query.q || undefined, vendorId: request.query.vendor_id };
      if (wantsCsv(request)) {
        const items = earnings.balanceItems(filter, {});
        const response = vendorBalanceListResponseSchema;
        return sendCsv(deps, request, reply, { list: 'vendor-balances', response, items });
      }
      return sendJson(reply, await earnings.balances(filter, { limit, offset }));
    },
  );
};
