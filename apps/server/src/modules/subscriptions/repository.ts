import type { SubscriptionListQuery } from '@seva/contract';
import type { Kysely } from 'kysely';
import { countRows } from '../../db/driver/count-rows';
import type { Dialect } from '../../db/driver/database';
import { matchesText } from '../../db/driver/search';
import type { Database } from '../../db/schema';
import { NO_LIMIT, type Page, sortOrder } from '../../lib/lists/paging';
import type { PlanRow } from './mapper';

export type PlanPage = Page<NonNullable<SubscriptionListQuery['sort']>>;

function filtered(db: Kysely<Database>, dialect: Dialect, q: string | undefined) {
  const query = db.selectFrom('subscriptions');
  return q ? query.where(matchesText(dialect, 'subscriptions', ['subscription_name'], q)) : query;
}

/** The list in its order, ties broken by the id in the same direction; paged when the page says so. */
function ordered(db: Kysely<Database>, dialect: Dialect, q: string | undefined, page: PlanPage) {
  const { column, direction } = sortOrder(page.sort, 'subscription_id');
  let query = filtered(db, dialect, q);
  if (column !== 'subscription_id') query = query.orderBy(column, direction);
  query = query.orderBy('subscription_id', direction);
  if (page.limit !== undefined || page.offset !== undefined) {
    query = query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
  }
  return query;
}

export function listPlanRows(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
  page: PlanPage,
): Promise<PlanRow[]> {
  return ordered(db, dialect, q, page).selectAll().execute();
}

export async function listPlanIds(
  db: Kysely<Database>,
  dialect: Dialect,
  q: string | undefined,
  page: PlanPage,
): Promise<number[]> {
  const rows = await ordered(db, dialect, q, page).select('subscription_id').execute();
  return rows.map((row) => row.subscription_id);
}

export function findPlanRows(db: Kysely<Database>, ids: readonly number[]): Promise<PlanRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('subscriptions').selectAll().where('subscription_id', 'in', ids).execute();
}

export function countPlans(db: Kysely<Database>, dialect: Dialect, q: string | undefined): Promise<number> {
  return countRows(filtered(db, dialect, q));
}
