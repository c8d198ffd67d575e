import type { FastifyPluginAsync } from 'fastify';

/**
 * Benchmarks only (the bench's server, ceiling/server.ts; the application never registers it): for each
 * list name, GET …/bench/ceiling/<name>?<query> answers what GET …/admin/data/<name>?<query> answered the
 * first time, kept as a string, behind the same authentication. Its throughput is the ceiling a real list is measured
 * against (docs/product/data-and-security.md#performance-budgets); any list gets one by naming it in
 * ceiling/routes.ts, with no code of its own.
 */
export function benchCeilingRoutes(listNames: readonly string[]): FastifyPluginAsync {
  return async (app) => {
    const pages = new Map<string, string>();
    for (const name of listNames) {
      app.get(
        `/bench/ceiling/${name}`,
        { config: { permission: 'vendors.read' }, schema: { hide: true } },
        async (request, reply) => {
          let body = pages.get(request.url);
          if (body === undefined) {
            const real = await app.inject({
              method: 'GET',
              url: request.url.replace('/bench/ceiling/', '/admin/data/'),
              headers: { authorization: request.headers.authorization ?? '' },
            });
            if (real.statusCode !== 200)
              return reply.code(real.statusCode).type('application/json').send(real.body);
            body = real.body;
            pages.set(request.url, body);
          }
          return reply.type('application/json; charset=utf-8').send(body);
        },
      );
    }
  };
}
