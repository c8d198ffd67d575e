import { vendorListQuerySchema } from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/send-json';
import { filterFrom, pageFrom } from './list-routes';
import type { VendorLister } from './vendor-list';

/**
 * Benchmarks only (BENCH_CEILING=1; never registered otherwise): answers GET /admin/data/vendors's page
 * for the same query string from a string computed on first use, behind the same authentication.
 * Its throughput is the ceiling that the real list is measured against (DESIGN "Performance budgets").
 */
export function vendorCeilingRoutes(lister: VendorLister): FastifyPluginAsyncZod {
  return async (app) => {
    const pages = new Map<string, string>();
    app.get('/bench/ceiling/vendors', { schema: { hide: true } }, async (request, reply) => {
      const key = request.url.slice(request.url.indexOf('?') + 1);
      let body = pages.get(key);
      if (body === undefined) {
        const query = vendorListQuerySchema.parse(request.query);
        const answer = await lister.listJson(
          filterFrom(query, { view: query.view, state: query.state }),
          pageFrom(query),
        );
        if (!Buffer.isBuffer(answer))
          return reply.code(400).send({ success: false, message: 'limit is required' });
        // DESIGN's ceiling is a precomputed JSON string, whatever form the real route assembles.
        body = answer.toString();
        pages.set(key, body);
      }
      return sendJson(reply, body);
    });
  };
}
