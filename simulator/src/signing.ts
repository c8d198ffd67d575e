import { createHmac } from 'node:crypto';

/**
 * The payment provider's signature of a webhook: hex HMAC-SHA256 of the raw body bytes with the shared
 * secret, sent in X-Payment-Signature (docs/product/partner-api.md#payment-provider).
 */
export function signWebhookBody(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}
