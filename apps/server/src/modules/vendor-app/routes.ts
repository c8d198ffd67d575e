import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the vendor app (docs/product/partner-api.md#vendor-app). */
export const vendorAppRoutes: FastifyPluginAsyncZod = async () => {};
