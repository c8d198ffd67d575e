import {
  bookingOrderParamsSchema,
  errorResponseSchema,
  paymentOrderResponseSchema,
  subscriptionOrderBodySchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceDepsOf } from '../../lib/service-deps';
import { createPaymentCaptureService } from './capture-service';
import { razorpayWebhookRoutes } from './razorpay-webhook-routes';
import { createRazorpayWebhookService } from './razorpay-webhook-service';
import { createPaymentOrderService } from './service';
import { paymentWebhookRoutes } from './webhook-routes';

const failures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  /** The payment provider refused to make the order (its description in the message). */
  502: errorResponseSchema,
  /** The payment provider could not be reached; nothing was written. */
  503: errorResponseSchema,
};

/** Routes of payment orders and the payment provider's webhook (docs/product/partner-api.md#payment-provider). */
export const paymentOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDepsOf(app);
  const orders = createPaymentOrderService(deps, app.shared.paymentProvider);
  const rateLimit = { max: app.config.authThrottle.ipPerMinute, timeWindow: '1 minute' };

  app.post(
    '/vendor/me/subscription/orders',
    {
      config: { auth: 'vendor', rateLimit },
      schema: {
        tags: ['vendor app'],
        summary: "Order a subscription plan: the amount is the plan's price",
        description:
          "Only an approved, unblocked vendor may order (403 with the reason otherwise); 404 Subscription plan not found. With PAYMENT_PROVIDER=razorpay the order is made through Razorpay's Orders API and order_id is Razorpay's (502 when Razorpay refuses it, 503 when it cannot be reached). Pay the order through the payment provider; its webhook starts or renews the plan. Honours Idempotency-Key.",
        security: [{ bearerAuth: [] }],
        body: subscriptionOrderBodySchema,
        response: { 201: paymentOrderResponseSchema, 403: errorResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const order = await orders.orderPlan(request.appUser!, request.body.subscription_id, request.log);
      return reply.status(201).send(order);
    },
  );

  app.post(
    '/customer/me/bookings/:id/orders',
    {
      config: { auth: 'customer', rateLimit },
      schema: {
        tags: ['customer app'],
        summary: "Order the payment of one's own booking: the amount is the booking's price",
        description:
          "404 Booking not found (also another customer's booking); 409 when it is cancelled or already paid. With PAYMENT_PROVIDER=razorpay the order is made through Razorpay's Orders API and order_id is Razorpay's (502 when Razorpay refuses it, 503 when it cannot be reached). The payment provider's webhook marks it booked. Honours Idempotency-Key.",
        security: [{ bearerAuth: [] }],
        params: bookingOrderParamsSchema,
        response: { 201: paymentOrderResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const order = await orders.orderBooking(request.appUser!, request.params.id, request.log);
      return reply.status(201).send(order);
    },
  );

  const captures = createPaymentCaptureService(deps);
  await app.register(paymentWebhookRoutes(captures));
  await app.register(
    razorpayWebhookRoutes(
      createRazorpayWebhookService(
        deps,
        captures,
        app.shared.refundSettlements,
        app.shared.payoutSettlements,
      ),
    ),
  );
};
