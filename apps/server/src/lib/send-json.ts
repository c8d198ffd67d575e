import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a body that is already JSON text (or its UTF-8 bytes, or a stream of them) as it is (ADR 007). The route's response schema still
 * documents the shape; tests check such routes' bodies against it, since nothing re-validates them here.
 */
export function sendJson(reply: FastifyReply, json: string | Buffer | Readable): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
