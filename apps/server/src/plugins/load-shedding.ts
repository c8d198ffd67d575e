import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serviceUnavailable } from '../lib/http-error';

export const OVERLOADED_MESSAGE = 'The server is overloaded. Please try again shortly.';
const RETRY_AFTER_S = 10;
const API_PREFIX = '/api/';

/**
 * Load shedding: while the event loop lags or the heap or RSS pass the thresholds of
 * config.loadShedding (sampled every second; 0 turns a check off), API calls are refused at once with
 * 503 and Retry-After instead of queueing behind the backlog. Routes whose config says
 * `shedUnderLoad: false` are still answered: liveness, so a busy process is not restarted; readiness,
 * which then reports the overload so a balancer sends traffic elsewhere; metrics, to see why. The web
 * app's files and the uploads are always served: they are read from disk without the database, and a
 * page refused here would show its visitor this JSON instead of the app, which handles a 503 itself
 * (it retries, then shows the message with Retry).
 */
export const loadSheddingPlugin = fp(async (app: FastifyInstance) => {
  const { maxEventLoopDelayMs, maxHeapUsedBytes, maxRssBytes } = app.config.loadShedding;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxHeapUsedBytes,
    maxRssBytes,
    // Thrown, so the refusal goes through the error handler and has the API's failure shape.
    pressureHandler: async (request) => {
      if (!request.url.startsWith(API_PREFIX) || request.routeOptions.config.shedUnderLoad === false) return;
      throw serviceUnavailable(OVERLOADED_MESSAGE, RETRY_AFTER_S);
    },
  });
});
