import { describe, expect, it } from 'vitest';
import { isComplete, parsePlanPrice, toPlanBody } from './plan-values';

describe('plan values', () => {
  it('parses the price as a decimal, and as 0 when it is not a number', () => {
    expect(parsePlanPrice('499.50')).toBe(499.5);
    expect(parsePlanPrice('1249')).toBe(1249);
    expect(parsePlanPrice('12.5abc')).toBe(12.5);
    expect(parsePlanPrice('abc')).toBe(0);
    expect(parsePlanPrice('')).toBe(0);
  });

  it('needs all three fields, ignoring surrounding spaces', () => {
    expect(isComplete({ name: 'Gold', price: '0', description: 'Free leads' })).toBe(true);
    expect(isComplete({ name: ' ', price: '10', description: 'x' })).toBe(false);
    expect(isComplete({ name: 'Gold', price: '', description: 'x' })).toBe(false);
    expect(isComplete({ name: 'Gold', price: '10', description: '\n' })).toBe(false);
  });

  it('builds the SPEC §7 body with trimmed text', () => {
    expect(toPlanBody({ name: ' Gold ', price: '999.99', description: ' 90 days ' })).toEqual({
      subscription_name: 'Gold',
      subscription_price: 999.99,
      subscription_desc: '90 days',
    });
  });
});
