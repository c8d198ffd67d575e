import type { InvoiceKind, InvoiceSortField } from '@seva/contract';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import { matchesText } from '../../db/driver/search';
import type { Database } from '../../db/schema';
import type { InvoicesTable } from '../../db/schema/invoice-tables';
import { NO_LIMIT, type Page, sortOrder } from '../../lib/lists/paging';

export type InvoiceRow = Selectable<InvoicesTable>;
export type InvoicePage = Page<InvoiceSortField | `-${InvoiceSortField}`>;

/** A list's filter: the admin's search, or one vendor's own (the vendor app). */
export interface InvoiceFilter {
  q?: string;
  vendorId?: number;
}

/**
 * The next serial of `series` in `financialYear`: one upsert that adds one to the year's counter (or
 * starts it at 1) and returns it. Run in the transaction that writes the document, concurrent issuers
 * queue on the counter's row, and a rollback gives the serial back: no gap, no duplicate.
 */
export async function takeSerial(
  trx: Kysely<Database>,
  series: InvoiceKind,
  financialYear: string,
): Promise<number> {
  const row = await trx
    .insertInto('invoice_counters')
    .values({ series, financial_year: financialYear, last_serial: 1 })
    .onConflict((oc) =>
      oc
        .columns(['series', 'financial_year'])
        .doUpdateSet((eb) => ({ last_serial: eb('invoice_counters.last_serial', '+', 1) })),
    )
    .returning('last_serial')
    .executeTakeFirstOrThrow();
  return Number(row.last_serial);
}

export function insertInvoice(
  trx: Kysely<Database>,
  invoice: Insertable<InvoicesTable>,
): Promise<InvoiceRow> {
  return trx.insertInto('invoices').values(invoice).returningAll().executeTakeFirstOrThrow();
}

/** The plan payment an invoice is issued for, and the payer's details printed on it. */
export function findPaymentToInvoice(trx: Kysely<Database>, paymentId: number) {
  return trx
    .selectFrom('vendor_payments as p')
    .innerJoin('vendors as v', 'v.vendor_id', 'p.vendor_id')
    .select([
      'p.payment_id',
      'p.vendor_id',
      'p.subscription_id',
      'p.plan_name',
      'p.price',
      'p.payment_date',
      'p.vendor_name',
      'p.name_of_bussiness',
      'v.bussiness_address',
      'v.pincode',
      'v.gst_number',
    ])
    .where('p.payment_id', '=', paymentId)
    .executeTakeFirst();
}

/** The demo's plan payments without an invoice, oldest first (the seed invoices them in this order). */
export async function listUninvoicedPaymentIds(trx: Kysely<Database>): Promise<number[]> {
  const rows = await trx
    .selectFrom('vendor_payments as p')
    .select('p.payment_id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoices as i')
            .select('i.invoice_id')
            .whereRef('i.payment_id', '=', 'p.payment_id')
            .where('i.kind', '=', 'invoice'),
        ),
      ),
    )
    .orderBy('p.payment_date')
    .orderBy('p.payment_id')
    .execute();
  return rows.map((r) => r.payment_id);
}

export function findInvoice(db: Kysely<Database>, invoiceId: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('invoice_id', '=', invoiceId).executeTakeFirst();
}

export function findInvoiceOfPayment(
  db: Kysely<Database>,
  paymentId: number,
): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .where('kind', '=', 'invoice')
    .executeTakeFirst();
}

export function findCreditNoteOfRefund(
  db: Kysely<Database>,
  refundReference: string,
): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('refund_reference', '=', refundReference)
    .executeTakeFirst();
}

/**
 * The credit guard: adds `paise` to the invoice's credited amount only while it stays within the
 * invoice's total, in one conditional statement; false when it would not.
 */
export async function addCredit(trx: Kysely<Database>, invoiceId: number, paise: number): Promise<boolean> {
  const result = await trx
    .updateTable('invoices')
    .set((eb) => ({ credited_paise: eb('credited_paise', '+', paise) }))
    .where('invoice_id', '=', invoiceId)
    .where('kind', '=', 'invoice')
    .where((eb) => eb(eb('credited_paise', '+', paise), '<=', eb.ref('total_paise')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function filtered(db: Kysely<Database>, dialect: Dialect, filter: InvoiceFilter) {
  let query = db.selectFrom('invoices');
  if (filter.vendorId !== undefined) query = query.where('vendor_id', '=', filter.vendorId);
  if (filter.q)
    query = query.where(matchesText(dialect, 'invoices', ['vendor_name', 'invoice_number'], filter.q));
  return query;
}

/** The list in its order (newest first unless `page.sort` says otherwise; ties by invoice_id). */
function ordered(db: Kysely<Database>, dialect: Dialect, filter: InvoiceFilter, page: InvoicePage) {
  const { column, direction } = sortOrder(page.sort, '-invoice_id');
  let query = filtered(db, dialect, filter);
  if (column === 'total') query = query.orderBy('total_paise', direction);
  else if (column !== 'invoice_id') query = query.orderBy(column, direction);
  query = query.orderBy('invoice_id', direction);
  if (page.limit !== undefined || page.offset !== undefined) {
    query = query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
  }
  return query;
}

export async function listInvoiceIds(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: InvoiceFilter,
  page: InvoicePage,
): Promise<number[]> {
  const rows = await ordered(db, dialect, filter, page).select('invoice_id').execute();
  return rows.map((r) => r.invoice_id);
}

export function listInvoiceRows(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: InvoiceFilter,
  page: InvoicePage,
): Promise<InvoiceRow[]> {
  return ordered(db, dialect, filter, page).selectAll().execute();
}

export function findInvoiceRows(db: Kysely<Database>, ids: readonly number[]): Promise<InvoiceRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('invoices').selectAll().where('invoice_id', 'in', ids).execute();
}

export async function countInvoices(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: InvoiceFilter,
): Promise<number> {
  const row = await filtered(db, dialect, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
