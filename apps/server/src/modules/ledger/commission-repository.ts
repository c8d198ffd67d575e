import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import type { Database } from '../../db/schema';

/** A service category's own commission (null: DEFAULT_COMMISSION_PERCENT applies). */
export interface CategoryCommissionRow {
  service_cat_id: number;
  service_category_name: string;
  commission_percent: number | string | null;
}

/** Every service category with its own commission, by name. */
export function listCategoryCommissions(db: Kysely<Database>): Promise<CategoryCommissionRow[]> {
  return db
    .selectFrom('service_categories')
    .select(['service_cat_id', 'service_category_name', 'commission_percent'])
    .orderBy('service_category_name')
    .orderBy('service_cat_id')
    .execute();
}

/**
 * The named categories' commissions, in the caller's transaction; on PostgreSQL locked until it ends, so
 * that the audit's `before` is what the update replaces.
 */
export function lockCategoryCommissions(
  trx: Kysely<Database>,
  dialect: Dialect,
  ids: readonly number[],
): Promise<CategoryCommissionRow[]> {
  const query = trx
    .selectFrom('service_categories')
    .select(['service_cat_id', 'service_category_name', 'commission_percent'])
    .where('service_cat_id', 'in', ids);
  return (dialect === 'postgres' ? query.forUpdate() : query).execute();
}

export async function setCategoryCommission(
  trx: Kysely<Database>,
  serviceCatId: number,
  percent: number | null,
): Promise<void> {
  await trx
    .updateTable('service_categories')
    .set({ commission_percent: percent })
    .where('service_cat_id', '=', serviceCatId)
    .execute();
}

/** The category's own commission, if the category exists (undefined) and has one (else null). */
export async function findCategoryCommission(
  db: Kysely<Database>,
  serviceCatId: number,
): Promise<number | string | null | undefined> {
  const row = await db
    .selectFrom('service_categories')
    .select(sql<number | string | null>`commission_percent`.as('commission_percent'))
    .where('service_cat_id', '=', serviceCatId)
    .executeTakeFirst();
  return row?.commission_percent;
}
