import type { CustomerPaymentSortField, VendorPaymentSortField } from '@seva/contract';
import type { Kysely, OrderByItemBuilder, Selectable } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import { matchesText } from '../../db/driver/search';
import type { Database } from '../../db/schema';
import type { CustomerPaymentsTable, VendorPaymentsTable } from '../../db/schema/marketplace-tables';
import { NO_LIMIT, type Page, sortOrder } from '../../lib/lists/paging';

export type CustomerPaymentRow = Selectable<CustomerPaymentsTable>;
export type VendorPaymentRow = Selectable<VendorPaymentsTable>;
export type CustomerPaymentPage = Page<CustomerPaymentSortField | `-${CustomerPaymentSortField}`>;
export type VendorPaymentPage = Page<VendorPaymentSortField | `-${VendorPaymentSortField}`>;

/** A column that may be null: its nulls after the other values in both directions, on both databases. */
const nullsLast = (direction: 'asc' | 'desc') => (ob: OrderByItemBuilder) =>
  (direction === 'desc' ? ob.desc() : ob.asc()).nullsLast();

/** `scan`: test each row rather than ask the trigram index (see matchesText). */
function customerPayments(db: Kysely<Database>, dialect: Dialect, q: string | undefined, scan = false) {
  const query = db.selectFrom('customer_payments');
  return q ? query.where(matchesText(dialect, 'customer_payments', ['customer_name'], q, { scan })) : query;
}

/** Customer payments, newest first unless `page.sort` says otherwise; ties by payment_id. */
function customerPaymentPage(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
  page: CustomerPaymentPage,
  scan = false,
) {
  const { column, direction } = sortOrder(page.sort, '-payment_date');
  let query = customerPayments(db, dialect, q, scan);
  if (column === 'service_category_name') query = query.orderBy(column, nullsLast(direction));
  else if (column !== 'payment_id') query = query.orderBy(column, direction);
  query = query.orderBy('payment_id', direction);
  if (page.limit !== undefined || page.offset !== undefined) {
    query = query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
  }
  return query;
}

export function listCustomerPaymentRows(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
  page: CustomerPaymentPage,
): Promise<CustomerPaymentRow[]> {
  return customerPaymentPage(db, dialect, q, page).selectAll().execute();
}

/**
 * The page's payment ids only: on the default order an index-only read of customer_payments_date_idx.
 * `scan`: with a search term, walk the order and test each row (cheaper when the term is common).
 */
export async function listCustomerPaymentIds(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
  page: CustomerPaymentPage,
  scan = false,
): Promise<number[]> {
  const rows = await customerPaymentPage(db, dialect, q, page, scan).select('payment_id').execute();
  return rows.map((r) => r.payment_id);
}

/**
 * The page's payment ids with their refund counters, the version of each payment's JSON (a refund moves
 * them): the page's rows are read for these two integers besides the index.
 */
export function listCustomerPaymentVersions(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
  page: CustomerPaymentPage,
  scan = false,
) {
  return customerPaymentPage(db, dialect, q, page, scan)
    .select(['payment_id', 'refund_reserved_paise', 'refunded_paise'])
    .execute();
}

export function findCustomerPaymentRows(
  db: Kysely<Database>,
  paymentIds: readonly number[],
): Promise<CustomerPaymentRow[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('customer_payments').selectAll().where('payment_id', 'in', paymentIds).execute();
}

export async function countCustomerPayments(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
): Promise<number> {
  const row = await customerPayments(db, dialect, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every payment of one customer, newest first. */
export function listPaymentsOfCustomer(
  db: Kysely<Database>,
  customerId: number,
): Promise<CustomerPaymentRow[]> {
  return db
    .selectFrom('customer_payments')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('payment_date', 'desc')
    .orderBy('payment_id', 'desc')
    .execute();
}

function vendorPayments(db: Kysely<Database>, dialect: Dialect, q: string | undefined) {
  const query = db.selectFrom('vendor_payments');
  return q ? query.where(matchesText(dialect, 'vendor_payments', ['vendor_name'], q)) : query;
}

/** Vendor subscription payments in list order (newest first unless `page.sort` says otherwise; ties by payment_id). */
function orderedVendorPayments(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
  page: VendorPaymentPage,
) {
  const { column, direction } = sortOrder(page.sort, '-payment_date');
  let query = vendorPayments(db, dialect, q);
  if (column === 'renewal_date') query = query.orderBy(column, nullsLast(direction));
  else if (column !== 'payment_id') query = query.orderBy(column, direction);
  query = query.orderBy('payment_id', direction);
  if (page.limit !== undefined || page.offset !== undefined) {
    query = query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
  }
  return query;
}

export function listVendorPaymentRows(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
  page: VendorPaymentPage,
): Promise<VendorPaymentRow[]> {
  return orderedVendorPayments(db, dialect, q, page).selectAll().execute();
}

/** The list's payment ids in its order: what an unpaged list streams (lib/lists/streamed-list). */
export async function listVendorPaymentIds(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
  page: VendorPaymentPage,
): Promise<number[]> {
  const rows = await orderedVendorPayments(db, dialect, q, page).select('payment_id').execute();
  return rows.map((row) => row.payment_id);
}

export function findVendorPaymentRows(
  db: Kysely<Database>,
  paymentIds: readonly number[],
): Promise<VendorPaymentRow[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('vendor_payments').selectAll().where('payment_id', 'in', paymentIds).execute();
}

export async function countVendorPayments(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
): Promise<number> {
  const row = await vendorPayments(db, dialect, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
