import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { benchCeilingRoutes } from '../../lib/lists/bench-ceiling';
import { serviceDepsOf } from '../../lib/service-deps';
import { vendorDetailRoutes } from './detail-routes';
import { vendorListRoutes } from './list-routes';
import { createVendorService } from './service';

/** Vendor approval, blocking and the subscription views (SPEC §2 Vendor screens, §7 vendor calls). */
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createVendorService(serviceDepsOf(app));
  await app.register(vendorListRoutes(service));
  await app.register(vendorDetailRoutes(service));
  if (app.config.benchCeiling) await app.register(benchCeilingRoutes(['vendors']));
};
