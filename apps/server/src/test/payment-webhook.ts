import { PAYMENT_CAPTURED } from '@seva/contract';
import { webhookSignature } from '../modules/payment-orders/webhook-signature';
import type { TestApp, TestResponse } from './test-app';

/** The webhook secret of tests that receive payments: createTestApp({ PAYMENT_WEBHOOK_SECRET }). */
export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-0123456789abcdef';

export const WEBHOOK = '/api/v1/payments/webhook';

/** A `payment.captured` event as the provider sends it. */
export function capturedEvent(
  order: { order_id: string; amount: number; currency?: string },
  paymentId: string,
): { event: string; payload: Record<string, unknown> } {
  return {
    event: PAYMENT_CAPTURED,
    payload: {
      order_id: order.order_id,
      payment_id: paymentId,
      amount: order.amount,
      currency: order.currency ?? 'INR',
    },
  };
}

/**
 * Delivers `event` to the webhook as the provider would: the body's exact bytes signed with `secret`
 * (the test app sends JSON.stringify(body), the bytes signed here). `signature` overrides the header;
 * null sends none.
 */
export function deliver(
  t: TestApp,
  event: unknown,
  options: { secret?: string; signature?: string | null } = {},
): Promise<TestResponse> {
  const raw = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? webhookSignature(options.secret ?? TEST_WEBHOOK_SECRET, raw)
      : options.signature;
  return t.request('POST', WEBHOOK, {
    body: event,
    headers: signature === null ? {} : { 'x-payment-signature': signature },
  });
}
