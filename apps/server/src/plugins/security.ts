import rateLimit from '@fastify/rate-limit';
import { AuthMessages } from '@seva/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { tooManyRequests } from '../lib/http-error';

/**
 * Security headers for every response, and per-route request rate limits (opt-in per route).
 * helmet's middleware is built once here: @fastify/helmet rebuilt it, parsing every option, on each
 * request (~4 % of the server's CPU under the list and write benches).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const setSecurityHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(AuthMessages.tooManyAttempts, context.ttl / 1000),
  });
});
