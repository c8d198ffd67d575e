/** What the plan forms hold: text as typed; the price is parsed only when the plan is sent. */
export interface PlanValues {
  name: string;
  price: string;
  description: string;
}

export const EMPTY_PLAN: PlanValues = { name: '', price: '', description: '' };

/** docs/product/subscriptions.md#plan-rules: all three fields are required. */
export function isComplete(values: PlanValues): boolean {
  return [values.name, values.price, values.description].every((field) => field.trim() !== '');
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
  };
}
