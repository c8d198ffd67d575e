import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Idempotency-Key for the apps' POSTs (docs/product/partner-api.md#idempotency). */
export const idempotencyPlugin = fp(async (_app: FastifyInstance) => {});
