import type { ServiceCategoryListQuery } from '@seva/contract';
import type { Kysely } from 'kysely';
import { countRows } from '../../db/driver/count-rows';
import type { Dialect } from '../../db/driver/database';
import { matchesText } from '../../db/driver/search';
import type { Database } from '../../db/schema';
import { NO_LIMIT, type Page, sortOrder } from '../../lib/lists/paging';
import { type CategoryRow, categoryColumnOf } from './mapper';

/** A page of categories: a screen field name to sort by, '-' for descending; default service_cat_id. */
export type CategoryPage = Page<NonNullable<ServiceCategoryListQuery['sort']>>;

function filtered(db: Kysely<Database>, dialect: Dialect, q: string | undefined) {
  const query = db.selectFrom('service_categories');
  return q ? query.where(matchesText(dialect, 'service_categories', ['service_category_name'], q)) : query;
}

/** The list in its order, ties broken by the id in the same direction; paged when the page says so. */
function ordered(db: Kysely<Database>, dialect: Dialect, q: string | undefined, page: CategoryPage) {
  const { column, direction } = sortOrder(page.sort, 'service_cat_id');
  const sorted = categoryColumnOf[column];
  let query = filtered(db, dialect, q);
  if (sorted !== 'service_cat_id') query = query.orderBy(sorted, direction);
  query = query.orderBy('service_cat_id', direction);
  if (page.limit !== undefined || page.offset !== undefined) {
    query = query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
  }
  return query;
}

export function listCategoryRows(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
  page: CategoryPage,
): Promise<CategoryRow[]> {
  return ordered(db, dialect, q, page).selectAll().execute();
}

export async function listCategoryIds(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
  page: CategoryPage,
): Promise<number[]> {
  const rows = await ordered(db, dialect, q, page).select('service_cat_id').execute();
  return rows.map((row) => row.service_cat_id);
}

export function findCategoryRows(db: Kysely<Database>, ids: readonly number[]): Promise<CategoryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('service_categories').selectAll().where('service_cat_id', 'in', ids).execute();
}

export function countCategories(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
): Promise<number> {
  return countRows(filtered(db, dialect, q));
}

export function findCategoryRow(db: Kysely<Database>, id: number): Promise<CategoryRow | undefined> {
  return db.selectFrom('service_categories').selectAll().where('service_cat_id', '=', id).executeTakeFirst();
}
