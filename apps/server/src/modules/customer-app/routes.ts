import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the customer app and its sign-in (docs/product/partner-api.md#customer-app). */
export const customerAppRoutes: FastifyPluginAsyncZod = async () => {};
