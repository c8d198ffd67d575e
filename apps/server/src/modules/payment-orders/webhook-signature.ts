import { createHmac, timingSafeEqual } from 'node:crypto';
import { PaymentWebhookMessages } from '@seva/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, serviceUnavailable, unauthorized } from '../../lib/http-error';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;
const EMPTY = Buffer.alloc(0);

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

/**
 * Makes the webhook routes of this encapsulated plugin read signed JSON: `application/json` is read as
 * raw bytes, so that the HMAC covers exactly what the provider signed, and the signature in `header` is
 * checked on them before anything parses them, so a forged or unsigned request is refused (401) before
 * its content is read. Without a secret the routes answer 503.
 */
export function readSignedJson(
  app: FastifyInstance,
  options: { secret: () => string | undefined; header: string },
): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const secret = options.secret();
    if (!secret) throw serviceUnavailable(PaymentWebhookMessages.notConfigured);
    const raw = Buffer.isBuffer(request.body) ? request.body : EMPTY;
    if (!isValidWebhookSignature(secret, raw, request.headers[options.header])) {
      throw unauthorized(PaymentWebhookMessages.badSignature);
    }
    try {
      request.body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw badRequest('Request body is not valid JSON');
    }
  });
}
