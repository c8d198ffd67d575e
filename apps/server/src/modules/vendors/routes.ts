import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { benchCeilingRoutes } from '../../lib/lists/bench-ceiling';
import { serviceDepsOf } from '../../lib/service-deps';
import { vendorDetailRoutes } from './detail-routes';
import { vendorListRoutes } from './list-routes';
import { vendorServiceOf } from './service';

/** Vendor approval, blocking and the subscription views (docs/product/vendors.md, docs/product/api.md#vendors). */
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = vendorServiceOf(serviceDepsOf(app));
  await app.register(vendorListRoutes(service));
  await app.register(vendorDetailRoutes(service));
  if (app.config.benchCeiling) await app.register(benchCeilingRoutes(['vendors']));
};
