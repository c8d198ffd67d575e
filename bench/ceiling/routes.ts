import type { FastifyPluginAsync } from 'fastify';
import { benchCeilingRoutes } from './list-ceiling';
import { benchWriteCeilingRoutes } from './write-ceiling';

/** The lists whose page has a ceiling: GET /api/v1/bench/ceiling/<name> beside GET /api/v1/admin/data/<name>. */
export const CEILING_LISTS = ['vendors', 'getcustomerservicedetails', 'allpaymentdetails'] as const;

/**
 * Every reference route the benches measure against (docs/product/data-and-security.md#performance-budgets),
 * registered under /api/v1 by the bench's server (server.ts) and by their tests, never by the application.
 */
export const ceilingRoutes: FastifyPluginAsync = async (api) => {
  await api.register(benchCeilingRoutes(CEILING_LISTS));
  await api.register(benchWriteCeilingRoutes);
};
