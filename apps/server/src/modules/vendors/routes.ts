import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorCeilingRoutes } from './ceiling-routes';
import { vendorDetailRoutes } from './detail-routes';
import { vendorListRoutes } from './list-routes';
import { createVendorService } from './service';
import { VendorJsonCache } from './vendor-json-cache';
import { createVendorLister } from './vendor-list';

/** A cached vendor is rebuilt after this long even if its updated_at did not change (ADR 007). */
const VENDOR_JSON_MAX_AGE_MS = 60_000;

/** Vendor approval, blocking and the subscription views (SPEC §2 Vendor screens, §7 vendor calls). */
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const lister = createVendorLister({
    db: app.db,
    dialect: app.dialect,
    countCacheMs: app.config.listCountCacheMs,
    jsonCache: new VendorJsonCache(app.config.vendorCacheSize, VENDOR_JSON_MAX_AGE_MS),
  });
  const service = createVendorService({ db: app.db, dialect: app.dialect, onChange: lister.vendorChanged });
  await app.register(vendorListRoutes(lister));
  await app.register(vendorDetailRoutes(service));
  if (app.config.benchCeiling) await app.register(vendorCeilingRoutes(lister));
};
