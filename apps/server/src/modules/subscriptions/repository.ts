import type { SubscriptionListQuery } from '@seva/contract';
import { type Insertable, type Kysely, type Selectable, type SqlBool, sql, type Updateable } from 'kysely';
import type { Dialect } from '../../db/database';
import type { SubscriptionsTable } from '../../db/marketplace-tables';
import type { Database } from '../../db/schema';
import { matchesText } from '../../db/search';

export type PlanRow = Selectable<SubscriptionsTable>;

const NO_LIMIT = 2_147_483_647;

const filtered = (db: Kysely<Database>, dialect: Dialect, q: string | undefined) =>
  db.selectFrom('subscriptions').where(matchesText(dialect, 'subscriptions', ['subscription_name'], q ?? ''));

export function listPlanRows(
  db: Kysely<Database>,
  dialect: Dialect,
  query: SubscriptionListQuery,
): Promise<PlanRow[]> {
  const sort = query.sort ?? 'subscription_id';
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const column = sort.replace(/^-/, '') as 'subscription_id' | 'subscription_name' | 'subscription_price';
  let select = filtered(db, dialect, query.q).selectAll().orderBy(column, direction);
  if (column !== 'subscription_id') select = select.orderBy('subscription_id', direction);
  if (query.limit !== undefined || query.offset !== undefined) {
    select = select.limit(query.limit ?? NO_LIMIT).offset(query.offset ?? 0);
  }
  return select.execute();
}

export async function countPlans(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
): Promise<number> {
  const row = await filtered(db, dialect, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findPlanRow(db: Kysely<Database>, id: number): Promise<PlanRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('subscription_id', '=', id).executeTakeFirst();
}

/** A plan with this name (case-insensitive), other than `exceptId`. */
export function findPlanNamed(
  db: Kysely<Database>,
  name: string,
  exceptId?: number,
): Promise<Pick<PlanRow, 'subscription_id'> | undefined> {
  let query = db
    .selectFrom('subscriptions')
    .select('subscription_id')
    .where(sql<SqlBool>`lower(subscription_name) = lower(${name})`);
  if (exceptId !== undefined) query = query.where('subscription_id', '!=', exceptId);
  return query.executeTakeFirst();
}

export function insertPlanRow(
  db: Kysely<Database>,
  values: Insertable<SubscriptionsTable>,
): Promise<PlanRow> {
  return db.insertInto('subscriptions').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updatePlanRow(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<SubscriptionsTable>,
): Promise<PlanRow | undefined> {
  return db
    .updateTable('subscriptions')
    .set(changes)
    .where('subscription_id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deletePlanRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('subscriptions').where('subscription_id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Vendors on the plan now, and the history rows (periods, payments) that name it. */
export interface PlanHolders {
  vendors: number;
  periods: number;
  payments: number;
}

export async function countPlanHolders(db: Kysely<Database>, id: number): Promise<PlanHolders> {
  const count = async (table: 'vendors' | 'vendor_subscriptions' | 'vendor_payments') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('subscription_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    vendors: await count('vendors'),
    periods: await count('vendor_subscriptions'),
    payments: await count('vendor_payments'),
  };
}
