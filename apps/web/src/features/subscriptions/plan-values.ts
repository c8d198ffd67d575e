import { insertSubscriptionBodySchema, PLAN_DURATION_DEFAULT_DAYS } from '@seva/contract';
import { z } from 'zod';
import type { FieldTexts } from '@/lib/form-schema';
import { SubscriptionTexts } from './texts';

/** What the plan forms hold: text as typed; the price and the duration are parsed only when the plan is sent. */
export interface PlanValues {
  name: string;
  price: string;
  description: string;
  /** Days a paid order of the plan runs (docs/product/partner-api.md#trial-and-plans). */
  duration: string;
}

export const EMPTY_PLAN: PlanValues = {
  name: '',
  price: '',
  description: '',
  duration: String(PLAN_DURATION_DEFAULT_DAYS),
};

const filled = z.string().trim().min(1);

/**
 * docs/product/subscriptions.md#plan-rules: every field is required; the name and the description by the
 * contract's rules. The price and the duration are judged by the server once parsed (see below).
 */
export const planFormSchema = z.object({
  name: insertSubscriptionBodySchema.shape.subscription_name,
  price: filled,
  description: insertSubscriptionBodySchema.shape.subscription_desc,
  duration: filled,
});

const fillAllFields: FieldTexts = { blank: SubscriptionTexts.fillAllFields };

/** A blank field is 'Please fill in all fields'. */
export const planFieldTexts: Record<keyof PlanValues, FieldTexts> = {
  name: fillAllFields,
  price: fillAllFields,
  description: fillAllFields,
  duration: fillAllFields,
};

/**
 * The duration as typed, as a number of days. The server takes whole days from 1 to 3650 and says so
 * otherwise; text that is not a number is NaN, sent as null, and refused the same way.
 */
export function parsePlanDuration(text: string): number {
  return Number(text.trim());
}

/** docs/product/subscriptions.md#plan-rules: the price is parsed as a decimal and becomes 0 when it cannot be parsed. */
export function parsePlanPrice(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : 0;
}

/** The body of an insert or update (names of docs/product/api.md#subscriptions). */
export function toPlanBody(values: PlanValues) {
  return {
    subscription_name: values.name.trim(),
    subscription_price: parsePlanPrice(values.price),
    subscription_desc: values.description.trim(),
    duration_days: parsePlanDuration(values.duration),
  };
}
