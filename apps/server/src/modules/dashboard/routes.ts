import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /admin/dashboard (docs/product/cockpit.md#dashboard). */
export const dashboardRoutes: FastifyPluginAsyncZod = async () => {};
