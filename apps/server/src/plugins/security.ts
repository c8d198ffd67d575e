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
 * The security headers (CSP, nosniff, …) as a Node middleware, built once: @fastify/helmet rebuilt it,
 * parsing every option, on each request (~4 % of the server's CPU under the list and write benches).
 * Exported for the failures Fastify answers before any hook runs (plugins/errors.ts).
 */
export const setSecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine writes its theme variables into <style> elements.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

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
  return { store: redisRateLimitStore(client), skipOnError: true };
}
