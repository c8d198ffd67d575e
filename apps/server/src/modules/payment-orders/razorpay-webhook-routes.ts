import {
  errorResponseSchema,
  okResponseSchema,
  RAZORPAY_EVENT_ID_HEADER,
  RAZORPAY_SIGNATURE_HEADER,
  razorpayWebhookBodySchema,
  razorpayWebhookHeadersSchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { createRazorpayWebhookService } from './razorpay-webhook-service';
import { readSignedJson } from './webhook-signature';

/**
 * POST /payments/razorpay/webhook in its own encapsulated plugin (raw JSON bytes, like the generic
 * webhook's): Razorpay's events, or the simulated provider's own (docs/product/partner-api.md#razorpay).
 */
export function razorpayWebhookRoutes(
  webhooks: ReturnType<typeof createRazorpayWebhookService>,
): FastifyPluginAsyncZod {
  return async (app) => {
    readSignedJson(app, {
      secret: () => app.config.payments.webhookSecret,
      header: RAZORPAY_SIGNATURE_HEADER,
    });

    app.post(
      '/payments/razorpay/webhook',
      {
        config: {
          auth: 'public',
          rateLimit: { max: app.config.authThrottle.ipPerMinute, timeWindow: '1 minute' },
        },
        schema: {
          tags: ['payment provider'],
          summary: "Razorpay's webhooks, signed in X-Razorpay-Signature",
          description:
            'X-Razorpay-Signature: the hex HMAC-SHA256 of the raw body with RAZORPAY_WEBHOOK_SECRET (with the simulated provider, PAYMENT_WEBHOOK_SECRET when that is unset); missing or wrong: 401, nothing written. payment.captured records the payment as POST /payments/webhook does (amount in paise); payment.failed is recorded with its reason; refund.processed and refund.failed settle the refund; payout.processed, payout.reversed and payout.failed (RazorpayX) settle the payout. An event already acted on (X-Razorpay-Event-Id) answers "Event already received" and writes nothing. Other events answer "Event ignored". 503 while no secret is configured.',
          headers: razorpayWebhookHeadersSchema,
          body: razorpayWebhookBodySchema,
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
        const signature = String(request.headers[RAZORPAY_SIGNATURE_HEADER]);
        const eventId = request.headers[RAZORPAY_EVENT_ID_HEADER];
        const message = await webhooks.handle(
          request.body,
          signature,
          typeof eventId === 'string' ? eventId : undefined,
          request.log,
        );
        return { success: true as const, message };
      },
    );
  };
}
