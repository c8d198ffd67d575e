import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorDetailRoutes } from './detail-routes';
import { vendorListRoutes } from './list-routes';

/** Vendor approval, blocking and the subscription views (docs/product/vendors.md, docs/product/api.md#vendors). */
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.shared.vendors;
  await app.register(vendorListRoutes(service));
  await app.register(vendorDetailRoutes(service));
};
