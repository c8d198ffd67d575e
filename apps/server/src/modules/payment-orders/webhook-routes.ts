import {
  errorResponseSchema,
  okResponseSchema,
  PAYMENT_SIGNATURE_HEADER,
  paymentWebhookBodySchema,
  paymentWebhookHeadersSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { createPaymentCaptureService } from './capture-service';
import { readSignedJson } from './webhook-signature';

/**
 * POST /payments/webhook in its own encapsulated plugin: here alone `application/json` is read as raw
 * bytes, so that the HMAC covers exactly what the provider signed (docs/product/partner-api.md#payment-provider).
 */
export function paymentWebhookRoutes(
  captures: ReturnType<typeof createPaymentCaptureService>,
): FastifyPluginAsyncZod {
  return async (app) => {
    readSignedJson(app, {
      secret: () => app.config.paymentWebhookSecret,
      header: PAYMENT_SIGNATURE_HEADER,
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
