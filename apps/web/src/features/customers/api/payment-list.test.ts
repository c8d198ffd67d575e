import { describe, expect, it } from 'vitest';
import { INVALID_PAYMENTS_MESSAGE, readPaymentList } from './payment-list';

describe('readPaymentList', () => {
  it('accepts a bare array and a data array with its total', () => {
    expect(readPaymentList([])).toEqual({ records: [], total: 0 });
    expect(readPaymentList({ success: true, data: [{ payment_id: 1 }], total: 40 })).toEqual({
      records: [{ payment_id: 1 }],
      total: 40,
    });
    expect(readPaymentList({ success: true, data: [{ payment_id: 1 }] }).total).toBe(1);
  });

  it.each([null, 'payments', { success: true, data: { payment_id: 1 } }, { success: true }])(
    'refuses %j',
    (body) => {
      expect(() => readPaymentList(body)).toThrow(INVALID_PAYMENTS_MESSAGE);
    },
  );
});
