import { RAZORPAY_EVENT_ID_HEADER, RAZORPAY_SIGNATURE_HEADER } from '@seva/contract';
import { providerId } from '../adapters/payments/provider-ids';
import { webhookSignature } from '../modules/payment-orders/webhook-signature';
import { FAKE_RAZORPAY_WEBHOOK_SECRET } from './fake-razorpay';
import type { TestApp, TestResponse } from './test-app';

export const RAZORPAY_WEBHOOK = '/api/v1/payments/razorpay/webhook';

/**
 * Delivers a Razorpay webhook body to the test app as Razorpay would: its exact bytes signed with
 * `secret` (default the fake's webhook secret) in X-Razorpay-Signature, and X-Razorpay-Event-Id (a new
 * one unless given; null sends none). `signature` overrides the header; null sends none.
 */
export function deliverRazorpay(
  t: TestApp,
  event: unknown,
  options: { secret?: string; signature?: string | null; eventId?: string | null } = {},
): Promise<TestResponse> {
  const raw = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? webhookSignature(options.secret ?? FAKE_RAZORPAY_WEBHOOK_SECRET, raw)
      : options.signature;
  const eventId = options.eventId === undefined ? newEventId() : options.eventId;
  return t.request('POST', RAZORPAY_WEBHOOK, {
    body: event,
    headers: {
      ...(signature === null ? {} : { [RAZORPAY_SIGNATURE_HEADER]: signature }),
      ...(eventId === null ? {} : { [RAZORPAY_EVENT_ID_HEADER]: eventId }),
    },
  });
}

/** An event id shaped like Razorpay's (14 base62 characters). */
export const newEventId = (): string => providerId('evt').slice(4);
