import {
  bookingOrderParamsSchema,
  errorResponseSchema,
  paymentOrderResponseSchema,
  subscriptionOrderBodySchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceDepsOf } from '../../lib/service-deps';
import { createPaymentCaptureService } from './capture-service';
import { createPaymentOrderService } from './service';
import { paymentWebhookRoutes } from './webhook-routes';

const failures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** Routes of payment orders and the payment provider's webhook (docs/product/partner-api.md#payment-provider). */
export const paymentOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDepsOf(app);
  const orders = createPaymentOrderService(deps);
  const rateLimit = { max: app.config.authThrottle.ipPerMinute, timeWindow: '1 minute' };

  app.post(
    '/vendor/me/subscription/orders',
    {
      config: { auth: 'vendor', rateLimit },
      schema: {
        tags: ['vendor app'],
        summary: "Order a subscription plan: the amount is the plan's price",
        description:
          'Only an approved, unblocked vendor may order (403 with the reason otherwise); 404 Subscription plan not found. Pay the order through the payment provider; its webhook starts or renews the plan. Honours Idempotency-Key.',
        security: [{ bearerAuth: [] }],
        body: subscriptionOrderBodySchema,
        response: { 201: paymentOrderResponseSchema, 403: errorResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const order = await orders.orderPlan(request.appUser!, request.body.subscription_id);
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
          "404 Booking not found (also another customer's booking); 409 when it is cancelled or already paid. The payment provider's webhook marks it booked. Honours Idempotency-Key.",
        security: [{ bearerAuth: [] }],
        params: bookingOrderParamsSchema,
        response: { 201: paymentOrderResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const order = await orders.orderBooking(request.appUser!, request.params.id);
      return reply.status(201).send(order);
    },
  );

  await app.register(paymentWebhookRoutes(createPaymentCaptureService(deps)));
};
