import type { CustomerSortField } from '@seva/contract';
import type { Kysely, Selectable } from 'kysely';
import { countRows } from '../../db/driver/count-rows';
import type { Dialect } from '../../db/driver/database';
import { matchesText } from '../../db/driver/search';
import type { Database } from '../../db/schema';
import type { CustomersTable } from '../../db/schema/marketplace-tables';
import { NO_LIMIT, type Page, sortOrder } from '../../lib/lists/paging';

export type CustomerRow = Selectable<CustomersTable>;
export type CustomerPage = Page<CustomerSortField | `-${CustomerSortField}`>;

/** What `q` searches (docs/product/customers-and-payments.md#user-details): both in the customers trigram index. */
const CUSTOMER_SEARCH_COLUMNS = ['customer_name', 'mobile'] as const;

function filtered(db: Kysely<Database>, dialect: Dialect, q: string | undefined) {
  const query = db.selectFrom('customers');
  return q ? query.where(matchesText(dialect, 'customers', CUSTOMER_SEARCH_COLUMNS, q)) : query;
}

/** The list in its order (customer_id unless `page.sort` says otherwise), paged when the page says so. */
function ordered(db: Kysely<Database>, dialect: Dialect, q: string | undefined, page: CustomerPage) {
  const { column, direction } = sortOrder(page.sort, 'customer_id');
  let query = filtered(db, dialect, q);
  if (column !== 'customer_id') query = query.orderBy(column, direction);
  query = query.orderBy('customer_id', direction);
  if (page.limit !== undefined || page.offset !== undefined) {
    query = query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
  }
  return query;
}

export function listCustomerRows(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
  page: CustomerPage,
): Promise<CustomerRow[]> {
  return ordered(db, dialect, q, page).selectAll().execute();
}

/** The list's customer ids in its order: what an unpaged list streams (lib/lists/streamed-list). */
export async function listCustomerIds(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
  page: CustomerPage,
): Promise<number[]> {
  const rows = await ordered(db, dialect, q, page).select('customer_id').execute();
  return rows.map((row) => row.customer_id);
}

export function findCustomerRows(
  db: Kysely<Database>,
  customerIds: readonly number[],
): Promise<CustomerRow[]> {
  if (customerIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('customers').selectAll().where('customer_id', 'in', customerIds).execute();
}

export function countCustomers(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
): Promise<number> {
  return countRows(filtered(db, dialect, q));
}

export async function customerExists(db: Kysely<Database>, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .select('customer_id')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}
