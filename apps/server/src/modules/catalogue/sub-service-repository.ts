import type { SubServiceListQuery } from '@seva/contract';
import type { Kysely } from 'kysely';
import { countRows } from '../../db/driver/count-rows';
import type { Dialect } from '../../db/driver/database';
import { matchesText } from '../../db/driver/search';
import type { Database } from '../../db/schema';
import { NO_LIMIT, type Page, sortOrder } from '../../lib/lists/paging';
import type { SubServiceRow } from './mapper';

/** Which sub-services a list shows: a search of service_name, one category's. */
export type SubServiceFilter = Pick<SubServiceListQuery, 'q' | 'service_cat_id'>;
export type SubServicePage = Page<NonNullable<SubServiceListQuery['sort']>>;

function filtered(db: Kysely<Database>, dialect: Dialect, filter: SubServiceFilter) {
  let query = db.selectFrom('services');
  if (filter.q) query = query.where(matchesText(dialect, 'services', ['service_name'], filter.q));
  if (filter.service_cat_id !== undefined) query = query.where('service_cat_id', '=', filter.service_cat_id);
  return query;
}

/** The list in its order, ties broken by the id in the same direction; paged when the page says so. */
function ordered(db: Kysely<Database>, dialect: Dialect, filter: SubServiceFilter, page: SubServicePage) {
  const { column, direction } = sortOrder(page.sort, 'service_id');
  let query = filtered(db, dialect, filter);
  if (column !== 'service_id') query = query.orderBy(column, direction);
  query = query.orderBy('service_id', direction);
  if (page.limit !== undefined || page.offset !== undefined) {
    query = query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
  }
  return query;
}

export function listSubServiceRows(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: SubServiceFilter,
  page: SubServicePage,
): Promise<SubServiceRow[]> {
  return ordered(db, dialect, filter, page).selectAll().execute();
}

export async function listSubServiceIds(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: SubServiceFilter,
  page: SubServicePage,
): Promise<number[]> {
  const rows = await ordered(db, dialect, filter, page).select('service_id').execute();
  return rows.map((row) => row.service_id);
}

export function findSubServiceRows(db: Kysely<Database>, ids: readonly number[]): Promise<SubServiceRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('services').selectAll().where('service_id', 'in', ids).execute();
}

export function countSubServices(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: SubServiceFilter,
): Promise<number> {
  return countRows(filtered(db, dialect, filter));
}
