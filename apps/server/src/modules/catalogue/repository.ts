import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import { matchesText } from '../../db/driver/search';
import type { Database } from '../../db/schema';
import { NO_LIMIT } from '../../lib/lists/paging';
import { type CategoryRow, categoryColumnOf } from './mapper';

export interface CategoryQuery {
  q?: string;
  limit?: number;
  offset?: number;
  /** A screen field name, '-' for descending; default service_cat_id ascending. */
  sort?: `${'' | '-'}${keyof typeof categoryColumnOf}`;
}

export function listCategoryRows(
  db: Kysely<Database>,
  dialect: Dialect,
  query: CategoryQuery,
): Promise<CategoryRow[]> {
  const sort = query.sort ?? 'service_cat_id';
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const column = categoryColumnOf[sort.replace(/^-/, '') as keyof typeof categoryColumnOf];
  let select = db
    .selectFrom('service_categories')
    .selectAll()
    .where(matchesText(dialect, 'service_categories', ['service_category_name'], query.q ?? ''))
    .orderBy(column, direction);
  if (column !== 'service_cat_id') select = select.orderBy('service_cat_id', direction);
  if (query.limit !== undefined || query.offset !== undefined) {
    select = select.limit(query.limit ?? NO_LIMIT).offset(query.offset ?? 0);
  }
  return select.execute();
}

export async function countCategories(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
): Promise<number> {
  const row = await db
    .selectFrom('service_categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(matchesText(dialect, 'service_categories', ['service_category_name'], q ?? ''))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findCategoryRow(db: Kysely<Database>, id: number): Promise<CategoryRow | undefined> {
  return db.selectFrom('service_categories').selectAll().where('service_cat_id', '=', id).executeTakeFirst();
}
