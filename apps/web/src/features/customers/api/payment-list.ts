import type { CustomerPayment } from '@seva/contract';

/** docs/product/customers-and-payments.md#response-shape-guard: payment details must be an array, otherwise this error. */
export const INVALID_PAYMENTS_MESSAGE = 'Invalid response format: Expected an array of payment details';

export interface PaymentList {
  records: CustomerPayment[];
  total: number;
}

/**
 * The payments of a response: a bare array or one wrapped in `data` (docs/product/api.md#list-response-shapes).
 * Anything else is refused with INVALID_PAYMENTS_MESSAGE rather than shown as "no payments".
 */
export function readPaymentList(body: unknown): PaymentList {
  if (Array.isArray(body)) return { records: body as CustomerPayment[], total: body.length };
  if (typeof body === 'object' && body !== null) {
    const { data, total } = body as { data?: unknown; total?: unknown };
    if (Array.isArray(data)) {
      return {
        records: data as CustomerPayment[],
        total: typeof total === 'number' ? total : data.length,
      };
    }
  }
  throw new Error(INVALID_PAYMENTS_MESSAGE);
}
