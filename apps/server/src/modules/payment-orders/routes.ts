import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of payment orders and the payment provider's webhook (docs/product/partner-api.md#payment-provider). */
export const paymentOrderRoutes: FastifyPluginAsyncZod = async () => {};
