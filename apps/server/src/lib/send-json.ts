import type { FastifyReply } from 'fastify';

/**
 * Sends a body that is already JSON text (or its UTF-8 bytes) as it is (ADR 007). The route's response schema still
 * documents the shape; tests check such routes' bodies against it, since nothing re-validates them here.
 */
export function sendJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
