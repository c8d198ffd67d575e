import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The response header that names the request, as every log line of it does (`reqId`). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Fastify's `genReqId`: a random UUID, unique across processes and restarts (Fastify's default counter
 * restarts at req-1 in every process). An id sent by the client is not trusted: it could collide with,
 * or impersonate, another request's log lines.
 */
export const newRequestId = (): string => randomUUID();

/**
 * Every response says which request it answers in x-request-id; failure bodies also carry it as
 * `request_id` (plugins/errors.ts), so an operator can find the log lines of any reported failure.
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
});
