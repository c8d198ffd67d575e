import { z } from 'zod';
import { appListQuerySchema, listQuerySchema, pagedResponseSchema } from './envelope';
import { sortSchema } from './list-sort';
import { invoiceSortFields } from './list-sort-fields';
import { idParamSchema } from './vendors';

/*
 * GST tax invoices of vendors' plan payments and their credit notes (docs/product/invoices.md,
 * docs/decisions/038-gst-invoices.md):
 * - GET /api/v1/admin/data/invoices?q=&limit=&offset=&sort=&format= → the one pager (payments.read);
 *   q matches the vendor's name or the invoice number;
 * - GET /api/v1/admin/data/invoices/{id}/pdf → application/pdf (payments.read);
 * - GET /api/v1/vendor/me/invoices?limit=&offset= and /vendor/me/invoices/{id}/pdf (the vendor's token;
 *   only its own, another's is 404).
 * Money is a number of rupees exact to the paisa (ADR 003); the rows keep whole paise.
 */

/** An `invoice` of a captured plan payment, or a `credit_note` against one (a refund of it). */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const invoiceSchema = z.object({
  invoice_id: z.number().int(),
  /** `INVOICE_PREFIX/YYYY-YY/NNNNNN` (a credit note: `INVOICE_PREFIX/CN/YYYY-YY/NNNNNN`). */
  invoice_number: z.string(),
  /** The day it was issued, India time: `YYYY-MM-DD`. */
  invoice_date: z.string(),
  vendor_id: z.number().int(),
  /** The vendor's business name on the invoice (its name when it has none). */
  vendor_name: z.string(),
  plan: z.string(),
  /** Rupees, exact to the paisa: taxable_value + cgst + sgst + igst = total. */
  taxable_value: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
  kind: z.enum(INVOICE_KINDS),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET invoices: newest first (default `-invoice_id`). */
export const invoiceListQuerySchema = listQuerySchema.extend({
  sort: sortSchema(invoiceSortFields).optional(),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

export const invoiceListResponseSchema = pagedResponseSchema(invoiceSchema);
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>;

/** GET /vendor/me/invoices: the vendor's own, newest first. */
export const vendorInvoiceListQuerySchema = appListQuerySchema;

/** The `{id}` of invoices/{id}/pdf. */
export const invoiceIdParamsSchema = z.object({ id: idParamSchema });

export const InvoiceMessages = {
  notFound: 'Invoice not found',
} as const;
