import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /admin/notifications and the read marks (docs/product/cockpit.md#live-bell). */
export const notificationRoutes: FastifyPluginAsyncZod = async () => {};
