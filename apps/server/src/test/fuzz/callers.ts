import { createHmac } from 'node:crypto';
import { PAYMENT_SIGNATURE_HEADER, RAZORPAY_SIGNATURE_HEADER } from '@seva/contract';
import type { Operation } from './operations';

/**
 * Who calls a route (docs/product/partner-api.md#tokens): the admin screens, the vendor app, the
 * customer app, or the payment provider, which signs its body instead of sending a token. The fuzz sends
 * each route its own caller's credential, so a bad request is refused for what is broken, past
 * authentication.
 */
export type Caller = 'admin' | 'vendor' | 'customer' | 'payment provider';

const CALLER_BY_TAG: Record<string, Caller> = {
  'vendor app': 'vendor',
  'customer app': 'customer',
  'payment provider': 'payment provider',
};

export function callerOf(operation: Operation): Caller {
  for (const tag of operation.tags) {
    const caller = CALLER_BY_TAG[tag];
    if (caller) return caller;
  }
  return 'admin';
}

/** The partner API's callers: a request of theirs with their credential is never refused as unauthenticated. */
export function isPartnerRoute(operation: Operation): boolean {
  return callerOf(operation) !== 'admin';
}

/** docs/product/partner-api.md#idempotency: every POST an app makes as a signed-in caller takes a key. */
export function takesIdempotencyKey(operation: Operation): boolean {
  const caller = callerOf(operation);
  return operation.method === 'POST' && operation.secured && (caller === 'vendor' || caller === 'customer');
}

/**
 * The provider's signature: hex HMAC-SHA256 of the raw body bytes (docs/product/partner-api.md#payment-provider),
 * in the generic webhook's header and Razorpay's (each route reads its own; with the simulated provider
 * both are keyed by PAYMENT_WEBHOOK_SECRET).
 */
export function signatureHeaders(
  secret: string,
  payload: string | Buffer | undefined,
): Record<string, string> {
  const signature = createHmac('sha256', secret)
    .update(payload ?? '')
    .digest('hex');
  return { [PAYMENT_SIGNATURE_HEADER]: signature, [RAZORPAY_SIGNATURE_HEADER]: signature };
}
