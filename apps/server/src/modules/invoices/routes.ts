import {
  errorResponseSchema,
  InvoiceMessages,
  invoiceIdParamsSchema,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  vendorInvoiceListQuerySchema,
} from '@seva/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wantsCsv } from '../../lib/lists/csv-export';
import { sendJson } from '../../lib/send-json';
import { serviceDepsOf } from '../../lib/service-deps';
import type { AppPrincipal } from '../app-sessions/service';
import { sendCsv } from '../audit/export-service';
import { createInvoiceService } from './service';

const pdfAnswer = {
  description: 'The invoice or credit note as a one-page PDF (attachment named after its number)',
  content: { 'application/pdf': { schema: z.string().describe('A PDF document') } },
};

function sendPdf(reply: FastifyReply, pdf: { number: string; bytes: Uint8Array }) {
  const name = `${pdf.number.replaceAll('/', '-')}.pdf`;
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf.bytes));
}

const vendorOf = (request: { appUser: AppPrincipal | null }) => request.appUser?.subjectId ?? null;

/** GST tax invoices of plan payments (docs/product/invoices.md): the admins' list and PDFs, and the vendor's own. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDepsOf(app);
  const service = createInvoiceService(deps);
  const security = [{ bearerAuth: [] }];
  const failures = { 400: errorResponseSchema, 401: errorResponseSchema };

  app.get(
    '/admin/data/invoices',
    {
      config: { permission: 'payments.read' },
      schema: {
        tags: ['invoices'],
        summary: 'GST tax invoices of plan payments and their credit notes, newest first',
        description:
          'q searches the vendor name and the invoice number. limit/offset page and add total; without ' +
          'limit every match. format=csv exports every match. Money in rupees: taxable_value + cgst + sgst + igst = total.',
        security,
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const { q, limit, offset, sort } = request.query;
      const filter = { q: q || undefined };
      if (wantsCsv(request)) {
        const items = service.items(filter, { sort });
        return sendCsv(deps, request, reply, {
          list: 'invoices',
          response: invoiceListResponseSchema,
          items,
        });
      }
      return sendJson(reply, await service.list(filter, { limit, offset, sort }));
    },
  );

  app.get(
    '/admin/data/invoices/:id/pdf',
    {
      config: { permission: 'payments.read' },
      schema: {
        tags: ['invoices'],
        summary: 'One invoice or credit note as a PDF',
        description: `404 '${InvoiceMessages.notFound}'.`,
        security,
        params: invoiceIdParamsSchema,
        response: { 200: pdfAnswer, 404: errorResponseSchema, ...failures },
      },
    },
    async (request, reply) => sendPdf(reply, await service.pdf(request.params.id)),
  );

  const vendorConfig = {
    auth: 'vendor' as const,
    rateLimit: { max: app.config.authThrottle.ipPerMinute, timeWindow: '1 minute' },
  };

  app.get(
    '/vendor/me/invoices',
    {
      config: vendorConfig,
      schema: {
        tags: ['vendor app'],
        summary: "The signed-in vendor's tax invoices and credit notes, newest first",
        security,
        querystring: vendorInvoiceListQuerySchema,
        response: { 200: invoiceListResponseSchema, 429: errorResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const vendorId = vendorOf(request);
      // An applicant that has not applied yet has no vendor, and so no invoices.
      if (vendorId === null) return { success: true as const, data: [], total: 0 };
      return sendJson(reply, await service.list({ vendorId }, request.query));
    },
  );

  app.get(
    '/vendor/me/invoices/:id/pdf',
    {
      config: vendorConfig,
      schema: {
        tags: ['vendor app'],
        summary: "One of the signed-in vendor's invoices or credit notes as a PDF",
        description: `404 '${InvoiceMessages.notFound}' (also another vendor's).`,
        security,
        params: invoiceIdParamsSchema,
        response: { 200: pdfAnswer, 404: errorResponseSchema, 429: errorResponseSchema, ...failures },
      },
    },
    async (request, reply) => sendPdf(reply, await service.vendorPdf(vendorOf(request), request.params.id)),
  );
};
