import type { SubscriptionPlan } from '@seva/contract';
import type { Selectable } from 'kysely';
import type { SubscriptionsTable } from '../../db/schema/marketplace-tables';

export type PlanRow = Selectable<SubscriptionsTable>;

/** Money columns come back as numbers on both dialects (ADR 003); the row is already the wire shape. */
export const toPlan = (row: PlanRow): SubscriptionPlan => ({
  ...row,
  subscription_price: Number(row.subscription_price),
});
