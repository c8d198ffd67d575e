import { timingSafeEqual } from 'node:crypto';
import { AuthMessages } from '@seva/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/driver/database';
import { notFound, unauthorized } from '../lib/http-error';
import { bearerFrom, hashToken } from '../lib/tokens';

/** The route label of a request that matched no route (404s), so raw URLs never become labels. */
const UNMATCHED_ROUTE = 'unmatched';
const QUERY_BUCKETS_S = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

let processRegistry: Registry | undefined;

/**
 * Heap, CPU, GC, handles and event-loop lag describe the process, not one app, and prom-client's
 * collectors start an event-loop monitor and a GC observer that are never stopped: collected once per
 * process, however many apps it builds (the tests build many).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** select / insert / update / delete, from the statement's first word; anything else is 'other'. */
function statementKind(sqlText: string): string {
  const word = /^\s*(\w+)/.exec(sqlText)?.[1]?.toLowerCase();
  return word === 'select' || word === 'insert' || word === 'update' || word === 'delete' ? word : 'other';
}

function sameToken(given: string, expected: string): boolean {
  // Equal-length digests, so the comparison takes the same time whatever the given token is.
  return timingSafeEqual(Buffer.from(hashToken(given)), Buffer.from(hashToken(expected)));
}

/** A gauge read when /metrics is scraped, e.g. the chat's connected sockets. */
export function gaugeOf(registry: Registry, name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

/**
 * Prometheus metrics at GET /metrics (outside /api/v1 and the OpenAPI document), for a scraper that
 * sends `Authorization: Bearer $METRICS_TOKEN`; without METRICS_TOKEN the route answers 404. Request
 * durations are labelled by route pattern, never by raw URL; query durations by statement kind.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
  const registry = new Registry();
  app.decorate('metrics', registry);

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database statements by kind and outcome, timed on their connection (without waiting for one)',
    labelNames: ['statement', 'outcome'] as const,
    buckets: QUERY_BUCKETS_S,
    registers: [registry],
  });
  const stopObserving = options.database.observeQueries((event) => {
    queries.observe(
      { statement: statementKind(event.query.sql), outcome: event.level === 'error' ? 'error' : 'ok' },
      event.queryDurationMillis / 1000,
    );
  });
  app.addHook('onClose', async () => stopObserving());

  app.get(
    '/metrics',
    { schema: { hide: true }, config: { shedUnderLoad: false } },
    async (request, reply) => {
      const expected = app.config.metricsToken;
      if (!expected) throw notFound(`Route GET ${request.url.split('?')[0]} not found`);
      const given = bearerFrom(request.headers.authorization);
      if (!given) throw unauthorized(AuthMessages.noToken);
      if (!sameToken(given, expected)) throw unauthorized(AuthMessages.invalidToken);
      const text = `${await processMetrics().metrics()}\n${await registry.metrics()}`;
      return reply.type(registry.contentType).send(text);
    },
  );
});
