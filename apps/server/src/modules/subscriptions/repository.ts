import type { SubscriptionListQuery } from '@seva/contract';
import type { Kysely } from 'kysely';
import { countRows } from '../../db/driver/count-rows';
import type { Dialect } from '../../db/driver/database';
import { matchesText } from '../../db/driver/search';
import type { Database } from '../../db/schema';
import { NO_LIMIT } from '../../lib/lists/paging';
import type { PlanRow } from './mapper';

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

export function countPlans(db: Kysely<Database>, dialect: Dialect, q: string | undefined): Promise<number> {
  return countRows(filtered(db, dialect, q));
}
