import { describe, expect, it } from 'vitest';
import { toSort } from './search';

describe('toSort', () => {
  it('turns a table sort into the server sort parameter', () => {
    expect(toSort({ columnAccessor: 'vendor_name', direction: 'asc' })).toBe('vendor_name');
    expect(toSort({ columnAccessor: 'subscription_price', direction: 'desc' })).toBe('-subscription_price');
  });

  it('leaves columns the server cannot sort to its default order', () => {
    expect(toSort({ columnAccessor: 'payment_details.renewal_date', direction: 'asc' })).toBeUndefined();
    expect(toSort({ columnAccessor: 'actions', direction: 'asc' })).toBeUndefined();
  });
});
