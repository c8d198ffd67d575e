import { type Insertable, type Kysely, type SqlBool, sql, type Updateable } from 'kysely';
import type { Dialect } from '../../db/database';
import type { ServiceCategoriesTable } from '../../db/marketplace-tables';
import type { Database } from '../../db/schema';
import { matchesText } from '../../db/search';
import { type CategoryRow, categoryColumnOf } from './category-mapper';

export interface CategoryQuery {
  q?: string;
  limit?: number;
  offset?: number;
  /** A screen field name, '-' for descending; default service_cat_id ascending. */
  sort?: `${'' | '-'}${keyof typeof categoryColumnOf}`;
}

const NO_LIMIT = 2_147_483_647;

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

/** The category with this name, compared as the unique index does (lower()), other than `exceptId`. */
export function findCategoryNamed(
  db: Kysely<Database>,
  name: string,
  exceptId?: number,
): Promise<Pick<CategoryRow, 'service_cat_id'> | undefined> {
  let query = db
    .selectFrom('service_categories')
    .select('service_cat_id')
    .where(sql<SqlBool>`lower(service_category_name) = lower(${name})`);
  if (exceptId !== undefined) query = query.where('service_cat_id', '!=', exceptId);
  return query.executeTakeFirst();
}

export function insertCategoryRow(
  db: Kysely<Database>,
  values: Insertable<ServiceCategoriesTable>,
): Promise<CategoryRow> {
  return db.insertInto('service_categories').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateCategoryRow(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<ServiceCategoriesTable>,
): Promise<CategoryRow | undefined> {
  return db
    .updateTable('service_categories')
    .set(changes)
    .where('service_cat_id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteCategoryRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('service_categories')
    .where('service_cat_id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** What still points at a category: the reasons a delete is refused (ADR 006). */
export interface CategoryDependents {
  subServices: number;
  bookings: number;
  payments: number;
  vendors: number;
}

export async function countCategoryDependents(db: Kysely<Database>, id: number): Promise<CategoryDependents> {
  const count = async (table: 'services' | 'customer_service_bookings' | 'customer_payments' | 'vendors') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('service_cat_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    subServices: await count('services'),
    bookings: await count('customer_service_bookings'),
    payments: await count('customer_payments'),
    vendors: await count('vendors'),
  };
}
