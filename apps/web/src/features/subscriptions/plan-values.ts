import { PLAN_DURATION_DEFAULT_DAYS } from '@seva/contract';

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

/** docs/product/subscriptions.md#plan-rules: every field is required. */
export function isComplete(values: PlanValues): boolean {
  return [values.name, values.price, values.description, values.duration].every(
    (field) => field.trim() !== '',
  );
}

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
