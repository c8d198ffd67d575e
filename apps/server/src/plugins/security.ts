import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import { AuthMessages } from '@seva/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { createClient } from 'redis';
import { tooManyRequests } from '../lib/http-error';
import { closeRedisClients, connectRedisClients, type RedisClient } from '../lib/redis-client';
import { redisRateLimitStore } from './redis-rate-limit-store';

/**
 * The helmet middleware, built once: @fastify/helmet rebuilt it, parsing every option, on each request
 * (~4 % of the server's CPU under the list and write benches).
 */
const helmetHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine writes its theme variables into <style> elements.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // The API and the chat socket are the page's own origin; 'self' covers its ws:/wss: (CSP 3).
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // The CSP's frame-ancestors 'none', for browsers that only read X-Frame-Options.
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
});

const API_PREFIX = '/api/v1/';
/** The API's answers that carry neither a token nor personal data: a cache may keep them. */
const CACHEABLE_API_PATHS: ReadonlySet<string> = new Set(['/api/v1/health', '/api/v1/health/ready']);

/**
 * True for an answer no cache may keep: every /api/v1 answer (sign-in and its tokens, the admin API,
 * the vendor and customer apps, their failures too) but the health checks.
 */
function mustNotBeStored(url: string | undefined): boolean {
  if (!url?.startsWith(API_PREFIX)) return false;
  const query = url.indexOf('?');
  return !CACHEABLE_API_PATHS.has(query === -1 ? url : url.slice(0, query));
}

/**
 * The security headers (CSP, X-Frame-Options, nosniff, …) and, on the API's answers that may carry a
 * token or personal data, `Cache-Control: no-store` (docs/product/data-and-security.md#headers). Set on
 * every request by the security plugin, and exported for the failures Fastify answers before any hook
 * runs (plugins/errors.ts). A route's own Cache-Control (none today) would replace it.
 */
export function setSecurityHeaders(
  request: IncomingMessage,
  response: ServerResponse,
  next: (err?: unknown) => void,
): void {
  if (mustNotBeStored(request.url)) response.setHeader('cache-control', 'no-store');
  helmetHeaders(request, response, next);
}

/**
 * Security headers for every response, and per-route request rate limits (opt-in per route), counted in
 * Redis when REDIS_URL is set.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  await app.register(rateLimit, {
    global: false,
    ...(await sharedStore(app)),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(AuthMessages.tooManyAttempts, context.ttl / 1000),
  });
});

/**
 * With REDIS_URL the rate limits' counters live in Redis, shared by every process (docs/product/data-and-security.md#scale); if
 * Redis fails later, requests are let through (and the failure logged) rather than refused: sign-in
 * keeps its per-email lockout, which lives in the database.
 */
async function sharedStore(app: FastifyInstance) {
  if (!app.config.redisUrl) return {};
  // While Redis is unreachable a command fails at once (and the request is let through) instead of
  // waiting in node-redis's offline queue, which would hold every sign-in until Redis came back.
  const client: RedisClient = createClient({ url: app.config.redisUrl, disableOfflineQueue: true });
  await connectRedisClients({ 'rate limit': client }, app.log, 'rate limit');
  app.addHook('onClose', async () => {
    await closeRedisClients([client]);
  });
  return { store: redisRateLimitStore(client, app.config.redisPrefix), skipOnError: true };
}
