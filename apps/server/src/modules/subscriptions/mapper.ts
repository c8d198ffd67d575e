import type { SubscriptionPlan } from '@seva/contract';
import type { Selectable } from 'kysely';
import type { SubscriptionsTable } from '../../db/schema/marketplace-tables';

export type PlanRow = Selectable<SubscriptionsTable>;

/** The columns are the wire names; money comes back as a number on both dialects (ADR 003). */
export const toPlan = (row: PlanRow): SubscriptionPlan => ({
  subscription_id: row.subscription_id,
  subscription_name: row.subscription_name,
  subscription_price: Number(row.subscription_price),
  subscription_desc: row.subscription_desc,
  duration_days: row.duration_days,
  created_at: row.created_at,
  updated_at: row.updated_at,
});
