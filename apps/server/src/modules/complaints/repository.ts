import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { matchesText } from '../../db/search';
import { NO_LIMIT, type Page } from '../../lib/lists/paging';
import { CUSTOMER_COMPLAINT_COLUMNS, VENDOR_COMPLAINT_COLUMNS } from './columns';

/** Complaints have one order (newest first), so a page is only limit and offset. */
export type ComplaintPage = Omit<Page, 'sort'>;

function paged<Q extends { limit(n: number): Q; offset(n: number): Q }>(query: Q, page: ComplaintPage): Q {
  if (page.limit === undefined && page.offset === undefined) return query;
  return query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
}

/** Vendor complaints matching `q` on vendor_name. */
function vendorComplaints(db: Kysely<Database>, dialect: Dialect, q: string | undefined) {
  const query = db.selectFrom('vendor_complaints');
  return q ? query.where(matchesText(dialect, 'vendor_complaints', ['vendor_name'], q)) : query;
}

/** …newest first (date, then id), paged when the page says so. */
function vendorComplaintPage(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
  page: ComplaintPage,
) {
  return paged(
    vendorComplaints(db, dialect, q).orderBy('vend_comp_date', 'desc').orderBy('vend_comp_id', 'desc'),
    page,
  );
}

export function listVendorComplaintRows(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
  page: ComplaintPage,
) {
  return vendorComplaintPage(db, dialect, q, page).select(VENDOR_COMPLAINT_COLUMNS).execute();
}

export type VendorComplaintRow = Awaited<ReturnType<typeof listVendorComplaintRows>>[number];

/** The list's ids in its order: what an unpaged list streams (lib/lists/streamed-list). */
export async function listVendorComplaintIds(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
  page: ComplaintPage,
): Promise<number[]> {
  const rows = await vendorComplaintPage(db, dialect, q, page).select('vend_comp_id').execute();
  return rows.map((row) => row.vend_comp_id);
}

export function findVendorComplaintRows(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<VendorComplaintRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vendor_complaints')
    .select(VENDOR_COMPLAINT_COLUMNS)
    .where('vend_comp_id', 'in', ids)
    .execute();
}

export async function countVendorComplaints(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
): Promise<number> {
  const row = await vendorComplaints(db, dialect, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Customer complaints matching `q` on customer_name. */
function customerComplaints(db: Kysely<Database>, dialect: Dialect, q: string | undefined) {
  const query = db.selectFrom('customer_complaints');
  return q ? query.where(matchesText(dialect, 'customer_complaints', ['customer_name'], q)) : query;
}

/** …newest first (date, then id), paged when the page says so. */
function customerComplaintPage(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
  page: ComplaintPage,
) {
  return paged(
    customerComplaints(db, dialect, q).orderBy('cust_comp_date', 'desc').orderBy('cust_comp_id', 'desc'),
    page,
  );
}

export function listCustomerComplaintRows(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
  page: ComplaintPage,
) {
  return customerComplaintPage(db, dialect, q, page).select(CUSTOMER_COMPLAINT_COLUMNS).execute();
}

export type CustomerComplaintRow = Awaited<ReturnType<typeof listCustomerComplaintRows>>[number];

export async function listCustomerComplaintIds(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
  page: ComplaintPage,
): Promise<number[]> {
  const rows = await customerComplaintPage(db, dialect, q, page).select('cust_comp_id').execute();
  return rows.map((row) => row.cust_comp_id);
}

export function findCustomerComplaintRows(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<CustomerComplaintRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('customer_complaints')
    .select(CUSTOMER_COMPLAINT_COLUMNS)
    .where('cust_comp_id', 'in', ids)
    .execute();
}

export async function countCustomerComplaints(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
): Promise<number> {
  const row = await customerComplaints(db, dialect, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
