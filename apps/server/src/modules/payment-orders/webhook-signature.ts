import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** The hex HMAC-SHA256 of `body` with `secret`: what the provider sends in X-Payment-Signature. */
export function webhookSignature(secret: string, body: Buffer | string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Whether `signature` signs exactly these bytes, compared in constant time. */
export function isValidWebhookSignature(secret: string, body: Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
