import { InvoiceMessages } from '@seva/contract';
import type { Kysely } from 'kysely';
import type { InvoiceConfig } from '../../config';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { listTotals } from '../../lib/lists/list-totals';
import { createPager } from '../../lib/lists/pager';
import { rupeesToPaise } from '../../lib/paise';
import type { ServiceDeps } from '../../lib/service-deps';
import { documentNumber, financialYearOf, GST_STATES, indiaDate, splitTax, vendorStateOf } from './gst';
import { toInvoice } from './mapper';
import { renderInvoicePdf } from './pdf';
import {
  addCredit,
  countInvoices,
  findCreditNoteOfRefund,
  findInvoice,
  findInvoiceRows,
  findPaymentToInvoice,
  type InvoiceFilter,
  type InvoicePage,
  type InvoiceRow,
  insertInvoice,
  listInvoiceIds,
  listInvoiceRows,
  listUninvoicedPaymentIds,
  takeSerial,
} from './repository';

/**
 * The GST tax invoice of a captured plan payment (docs/product/invoices.md), written in the capture's
 * transaction `trx`: the next number of the payment's financial year, and every printed field snapshot
 * from the payment, the vendor and the seller's configuration. A payment that has its invoice gets no
 * second one (the unique index on payment_id refuses it).
 */
export async function issuePlanInvoice(
  trx: Kysely<Database>,
  config: InvoiceConfig,
  paymentId: number,
): Promise<InvoiceRow> {
  const payment = await findPaymentToInvoice(trx, paymentId);
  if (!payment) throw new Error(`vendor payment ${paymentId} not found`);
  const { seller } = config;
  const state = vendorStateOf({ gstin: payment.gst_number, pincode: payment.pincode }, seller.stateCode);
  const split = splitTax(rupeesToPaise(payment.price), config.gstRateBp, state.code === seller.stateCode);
  const issuedAt = payment.payment_date;
  const financialYear = financialYearOf(issuedAt);
  const serial = await takeSerial(trx, 'invoice', financialYear);
  return insertInvoice(trx, {
    kind: 'invoice',
    invoice_number: documentNumber(config.prefix, 'invoice', financialYear, serial),
    financial_year: financialYear,
    serial,
    issued_at: issuedAt,
    invoice_date: indiaDate(issuedAt),
    payment_id: payment.payment_id,
    original_invoice_id: null,
    refund_reference: null,
    reason: null,
    vendor_id: payment.vendor_id,
    vendor_name: payment.name_of_bussiness?.trim() || payment.vendor_name,
    vendor_address:
      [payment.bussiness_address?.trim(), payment.pincode?.trim()].filter(Boolean).join(' ') || '—',
    vendor_gstin: payment.gst_number?.trim().toUpperCase() || null,
    vendor_state_code: state.code,
    vendor_state: state.name,
    seller_name: seller.name,
    seller_address: seller.address,
    seller_gstin: seller.gstin,
    seller_state_code: seller.stateCode,
    seller_state: GST_STATES[seller.stateCode] ?? seller.stateCode,
    sac_code: config.sacCode,
    subscription_id: payment.subscription_id,
    plan_name: payment.plan_name,
    gst_rate_bp: config.gstRateBp,
    taxable_paise: split.taxable,
    cgst_paise: split.cgst,
    sgst_paise: split.sgst,
    igst_paise: split.igst,
    total_paise: split.taxable + split.cgst + split.sgst + split.igst,
  });
}

/** Invoices for every plan payment that has none, oldest first: the demo seed's (db/seed/index.ts). */
export async function issueMissingPlanInvoices(
  trx: Kysely<Database>,
  config: InvoiceConfig,
): Promise<number> {
  const ids = await listUninvoicedPaymentIds(trx);
  for (const id of ids) await issuePlanInvoice(trx, config, id);
  return ids.length;
}

export interface CreditNoteRequest {
  /** The invoice credited. */
  invoiceId: number;
  /** What is refunded, tax included: at most what the invoice has not been credited yet. */
  amountPaise: number;
  /** The refund's stable id: a second request with it answers the note already issued. */
  refundReference: string;
  reason: string;
  /** ISO-8601 UTC: when the refund was made. */
  at: string;
}

export class CreditExceedsInvoiceError extends Error {}

/**
 * A credit note against a plan payment's invoice (section 34 of the CGST Act), in the refund's
 * transaction: its own number series (`PREFIX/CN/YYYY-YY/NNNNNN`), the invoice's parties, place of supply
 * and rate, and the refunded amount split as an invoice is (the invoice's own parts when it is credited
 * whole). The invoice's credited amount moves by one conditional update that refuses more credit than
 * the invoice (CreditExceedsInvoiceError). Plan payments have no refund path yet (docs/product/invoices.md#credit-notes).
 */
export async function issueCreditNote(
  trx: Kysely<Database>,
  config: InvoiceConfig,
  request: CreditNoteRequest,
): Promise<InvoiceRow> {
  const earlier = await findCreditNoteOfRefund(trx, request.refundReference);
  if (earlier) return earlier;
  const invoice = await findInvoice(trx, request.invoiceId);
  if (invoice?.kind !== 'invoice') throw new Error(`invoice ${request.invoiceId} not found`);
  if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise <= 0)
    throw new Error(`bad credit amount ${request.amountPaise}`);
  if (!(await addCredit(trx, invoice.invoice_id, request.amountPaise)))
    throw new CreditExceedsInvoiceError(
      `credit of ${request.amountPaise} paise exceeds invoice ${invoice.invoice_number}`,
    );
  const whole = request.amountPaise === invoice.total_paise;
  const split = whole
    ? {
        taxable: invoice.taxable_paise,
        cgst: invoice.cgst_paise,
        sgst: invoice.sgst_paise,
        igst: invoice.igst_paise,
      }
    : splitTax(
        request.amountPaise,
        invoice.gst_rate_bp,
        invoice.vendor_state_code === invoice.seller_state_code,
      );
  const financialYear = financialYearOf(request.at);
  const serial = await takeSerial(trx, 'credit_note', financialYear);
  const { invoice_id: _id, credited_paise: _credited, created_at: _created, ...snapshot } = invoice;
  return insertInvoice(trx, {
    ...snapshot,
    kind: 'credit_note',
    invoice_number: documentNumber(config.prefix, 'credit_note', financialYear, serial),
    financial_year: financialYear,
    serial,
    issued_at: request.at,
    invoice_date: indiaDate(request.at),
    original_invoice_id: invoice.invoice_id,
    refund_reference: request.refundReference,
    reason: request.reason,
    taxable_paise: split.taxable,
    cgst_paise: split.cgst,
    sgst_paise: split.sgst,
    igst_paise: split.igst,
    total_paise: request.amountPaise,
  });
}

/** The invoice a credit note credits, for its document; undefined for an invoice. */
async function originalOf(deps: ServiceDeps, row: InvoiceRow) {
  return row.original_invoice_id === null ? undefined : findInvoice(deps.db, row.original_invoice_id);
}

/**
 * The invoices list (admins: search, CSV) and one vendor's own (the vendor app), and their PDFs. An
 * invoice is written by a capture in its transaction; the capture's `payment.captured` event clears the
 * totals.
 */
export function createInvoiceService(deps: ServiceDeps) {
  const { db, dialect } = deps;
  const totals = listTotals<InvoiceFilter>(deps, {
    count: (filter, reader) => countInvoices(reader, dialect, filter),
    keyOf: (filter) => JSON.stringify([filter.q ?? null, filter.vendorId ?? null]),
    isSearch: (filter) => Boolean(filter.q),
  });
  deps.events.subscribe((event) => {
    if (event.type === 'payment.captured') totals.invalidate();
  });
  const pager = createPager<InvoiceFilter, InvoicePage, InvoiceRow>(deps, {
    ids: (filter, page, reader) => listInvoiceIds(reader, dialect, filter, page),
    rowsById: (ids) => findInvoiceRows(db, ids),
    idOf: (row) => row.invoice_id,
    toItem: toInvoice,
    pageRows: (filter, page, reader) => listInvoiceRows(reader, dialect, filter, page),
    total: totals.of,
    knownTotal: totals.known,
    isSearch: (filter) => Boolean(filter.q),
  });

  async function pdfOf(row: InvoiceRow | undefined): Promise<{ number: string; bytes: Uint8Array }> {
    if (!row) throw notFound(InvoiceMessages.notFound);
    const bytes = await renderInvoicePdf(row, await originalOf(deps, row));
    return { number: row.invoice_number, bytes };
  }

  /** GET invoices/{id}/pdf. 404 unknown. */
  const pdf = async (invoiceId: number) => pdfOf(await findInvoice(db, invoiceId));

  /** GET /vendor/me/invoices/{id}/pdf: the vendor's own only; another's is 404 as an unknown one. */
  async function vendorPdf(vendorId: number | null, invoiceId: number) {
    const row = await findInvoice(db, invoiceId);
    return pdfOf(row && row.vendor_id === vendorId ? row : undefined);
  }

  return { list: pager.listJson, items: pager.items, pdf, vendorPdf };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
