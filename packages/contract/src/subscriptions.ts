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
  created_at: z.string(),
  updated_at: z.string(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** POST /admin/data/insertSUBSCRIPTIONS: all three fields required; price ≥ 0 with at most two decimals. */
export const insertSubscriptionBodySchema = z.object({
  subscription_name: requiredText('subscription_name', NAME_MAX),
  subscription_price: rupees('subscription_price', { min: 0, exclusive: false }),
  subscription_desc: requiredText('subscription_desc', DESCRIPTION_MAX),
});
export type InsertSubscriptionBody = z.infer<typeof insertSubscriptionBodySchema>;

/** PUT /admin/data/updateSUBSCRIPTIONS: as insert plus subscription_id. */
export const updateSubscriptionBodySchema = insertSubscriptionBodySchema.extend({
  subscription_id: bodyId('subscription_id'),
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
