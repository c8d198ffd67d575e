import { z } from 'zod';
import { bodyId, DESCRIPTION_MAX, NAME_MAX, requiredText, rupees } from './catalogue-fields';
import { dataResponseSchema, listQuerySchema, pagedResponseSchema } from './envelope';
import { idParamSchema } from './vendors';

/** A subscription plan vendors buy (docs/product/data-and-security.md#subscription-plan). */
export const subscriptionPlanSchema = z.object({
  subscription_id: z.number().int(),
  subscription_name: z.string(),
  /** Rupees, at most two decimals; 0 is a free plan. */
  subscription_price: z.number(),
  subscription_desc: z.string(),
  /** How many days a paid order of the plan runs (docs/product/partner-api.md#trial-and-plans). */
  duration_days: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const PLAN_DURATION_DEFAULT_DAYS = 30;
export const PLAN_DURATION_MAX_DAYS = 3650;
const DURATION_RULE = `duration_days must be a whole number of days from 1 to ${PLAN_DURATION_MAX_DAYS}`;

/** A plan's duration: whole days, 1 to 3650. */
export const planDurationDays = z
  .number({ error: DURATION_RULE })
  .int(DURATION_RULE)
  .min(1, DURATION_RULE)
  .max(PLAN_DURATION_MAX_DAYS, DURATION_RULE);

/**
 * POST /admin/data/insertSUBSCRIPTIONS: name, price and description required; price ≥ 0 with at most two
 * decimals; duration_days 1–3650, 30 when left out.
 */
export const insertSubscriptionBodySchema = z.object({
  subscription_name: requiredText('subscription_name', NAME_MAX),
  subscription_price: rupees('subscription_price', { min: 0, exclusive: false }),
  subscription_desc: requiredText('subscription_desc', DESCRIPTION_MAX),
  duration_days: planDurationDays.default(PLAN_DURATION_DEFAULT_DAYS),
});
export type InsertSubscriptionBody = z.infer<typeof insertSubscriptionBodySchema>;

/** PUT /admin/data/updateSUBSCRIPTIONS: as insert plus subscription_id; a left-out duration_days keeps the plan's. */
export const updateSubscriptionBodySchema = insertSubscriptionBodySchema.extend({
  subscription_id: bodyId('subscription_id'),
  duration_days: planDurationDays.optional(),
});
export type UpdateSubscriptionBody = z.infer<typeof updateSubscriptionBodySchema>;

export const subscriptionSortFields = ['subscription_id', 'subscription_name', 'subscription_price'] as const;
type SubscriptionSort =
  | (typeof subscriptionSortFields)[number]
  | `-${(typeof subscriptionSortFields)[number]}`;
const subscriptionSortValues = subscriptionSortFields.flatMap((f) => [f, `-${f}` as const]) as [
  SubscriptionSort,
  ...SubscriptionSort[],
];

/** GET /admin/data/getSUBSCRIPTIONS: `q` searches subscription_name; default order is subscription_id. */
export const subscriptionListQuerySchema = listQuerySchema.extend({
  sort: z
    .enum(subscriptionSortValues, {
      error: `sort must be one of ${subscriptionSortFields.join(', ')}, optionally prefixed with -`,
    })
    .optional(),
});
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuerySchema>;

export const subscriptionListResponseSchema = pagedResponseSchema(subscriptionPlanSchema);
export const subscriptionResponseSchema = dataResponseSchema(subscriptionPlanSchema);
export const subscriptionIdParamsSchema = z.object({ id: idParamSchema });

export const SubscriptionMessages = {
  notFound: 'Subscription plan not found',
  deleted: 'Subscription plan deleted',
} as const;
