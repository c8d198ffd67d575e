import { describe, expect, it } from 'vitest';
import { formSchema } from '@/lib/form-schema';
import {
  EMPTY_PLAN,
  type PlanValues,
  parsePlanDuration,
  parsePlanPrice,
  planFieldTexts,
  planFormSchema,
  toPlanBody,
} from './plan-values';

const planErrors = (values: PlanValues) => Object.values(formSchema(planFormSchema, planFieldTexts)(values));
const isComplete = (values: PlanValues) => planErrors(values).length === 0;

describe('plan values', () => {
  it('parses the price as a decimal, and as 0 when it is not a number', () => {
    expect(parsePlanPrice('499.50')).toBe(499.5);
    expect(parsePlanPrice('1249')).toBe(1249);
    expect(parsePlanPrice('12.5abc')).toBe(12.5);
    expect(parsePlanPrice('abc')).toBe(0);
    expect(parsePlanPrice('')).toBe(0);
  });

  it('needs every field, ignoring surrounding spaces', () => {
    expect(isComplete({ name: 'Gold', price: '0', description: 'Free leads', duration: '30' })).toBe(true);
    expect(isComplete({ name: ' ', price: '10', description: 'x', duration: '30' })).toBe(false);
    expect(isComplete({ name: 'Gold', price: '', description: 'x', duration: '30' })).toBe(false);
    expect(isComplete({ name: 'Gold', price: '10', description: '\n', duration: '30' })).toBe(false);
    expect(isComplete({ name: 'Gold', price: '10', description: 'x', duration: ' ' })).toBe(false);
    expect(planErrors({ name: '', price: '10', description: 'x', duration: '30' })).toEqual([
      'Please fill in all fields',
    ]);
  });

  it('starts a new plan at 30 days', () => {
    expect(EMPTY_PLAN.duration).toBe('30');
  });

  it('reads the duration as typed; the server judges it', () => {
    expect(parsePlanDuration(' 90 ')).toBe(90);
    expect(parsePlanDuration('12.5')).toBe(12.5);
    expect(parsePlanDuration('abc')).toBeNaN();
  });

  it('builds the plan request body with trimmed text and the duration in days', () => {
    expect(toPlanBody({ name: ' Gold ', price: '999.99', description: ' 90 days ', duration: '90' })).toEqual(
      {
        subscription_name: 'Gold',
        subscription_price: 999.99,
        subscription_desc: '90 days',
        duration_days: 90,
      },
    );
  });
});
