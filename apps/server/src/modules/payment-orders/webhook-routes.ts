import {
  errorResponseSchema,
  okResponseSchema,
  PAYMENT_SIGNATURE_HEADER,
  PaymentWebhookMessages,
  paymentWebhookBodySchema,
  paymentWebhookHeadersSchema,
} from '@seva/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, serviceUnavailable, unauthorized } from '../../lib/http-error';
import type { createPaymentCaptureService } from './capture-service';
import { isValidWebhookSignature } from './webhook-signature';

const EMPTY = Buffer.alloc(0);

/**
 * The signed body, as JSON: the signature is checked on the raw bytes before anything parses them, so a
 * forged or unsigned request is refused (401) before its content is read.
 */
function verifiedJson(secret: string | undefined, request: FastifyRequest): unknown {
  if (!secret) throw serviceUnavailable(PaymentWebhookMessages.notConfigured);
  const raw = Buffer.isBuffer(request.body) ? request.body : EMPTY;
  if (!isValidWebhookSignature(secret, raw, request.headers[PAYMENT_SIGNATURE_HEADER])) {
    throw unauthorized(PaymentWebhookMessages.badSignature);
  }
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
}

/**
 * POST /payments/webhook in its own encapsulated plugin: here alone `application/json` is read as raw
 * bytes, so that the HMAC covers exactly what the provider signed (docs/product/partner-api.md#payment-provider).
 */
export function paymentWebhookRoutes(
  captures: ReturnType<typeof createPaymentCaptureService>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    app.addHook('preValidation', async (request) => {
      request.body = verifiedJson(app.config.paymentWebhookSecret, request);
    });

    app.post(
      '/payments/webhook',
      {
        config: {
          auth: 'public',
          rateLimit: { max: app.config.authThrottle.ipPerMinute, timeWindow: '1 minute' },
        },
        schema: {
          tags: ['payment provider'],
          summary: "The payment provider's events, signed in X-Payment-Signature",
          description:
            'X-Payment-Signature: the hex HMAC-SHA256 of the raw body with PAYMENT_WEBHOOK_SECRET. Only payment.captured does anything: it records the payment once per payment_id (a replay answers "Payment already recorded" and writes nothing). Other events answer "Event ignored". 503 while no secret is configured.',
          headers: paymentWebhookHeadersSchema,
          body: paymentWebhookBodySchema,
          response: {
            200: okResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            429: errorResponseSchema,
            503: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const signature = String(request.headers[PAYMENT_SIGNATURE_HEADER]);
        return { success: true as const, message: await captures.handle(request.body, signature) };
      },
    );
  };
}
