import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_ABANDONED_AFTER_MINUTES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_TTL_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
  IdempotencyMessages,
} from '@seva/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, conflict } from '../lib/http-error';
import type { AuthRequirement } from '../types';
import {
  claimKey,
  deleteExpiredKeys,
  findKey,
  type IdempotencyClaim,
  releaseKey,
  storeAnswer,
  takeOverAbandonedClaim,
} from './idempotency-store';

const TTL_MS = IDEMPOTENCY_TTL_HOURS * 3_600_000;
const ABANDONED_MS = IDEMPOTENCY_ABANDONED_AFTER_MINUTES * 60_000;
/** Expired pairs are deleted at most this often, by the request that finds the time has come. */
const PURGE_EVERY_MS = 60_000;
const APP_KINDS: readonly AuthRequirement[] = ['vendor', 'customer'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key pair this request claimed; its answer is stored when it is sent. */
    idempotencyClaim: IdempotencyClaim | null;
  }
}

/**
 * Whether the route honours Idempotency-Key: a POST of the vendor or customer app (its config.auth names
 * one of them), or an admin POST marked `idempotent` (a refund).
 */
function isIdempotentPost(request: FastifyRequest): boolean {
  if (request.method !== 'POST') return false;
  if (request.routeOptions.config.idempotent === true) return true;
  const auth = request.routeOptions.config.auth;
  if (auth === undefined) return false;
  const kinds: readonly AuthRequirement[] = typeof auth === 'string' ? [auth] : auth;
  return kinds.some((kind) => APP_KINDS.includes(kind));
}

/** Who the pair belongs to: keys are per caller (an applicant, who has no vendor yet, by its phone). */
function callerOf(request: FastifyRequest): string | null {
  if (request.admin) return `admin:${request.admin.id}`;
  const user = request.appUser;
  if (!user) return null;
  return user.subjectId === null ? `${user.kind}:phone:${user.phone}` : `${user.kind}:${user.subjectId}`;
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.url, request.body ?? null]))
    .digest('hex');
}

/**
 * The stored answer as this request's: the same status and body, marked replayed. A failure body names
 * the request that asked (`request_id`), so a replayed failure names this one.
 */
function replay(request: FastifyRequest, reply: FastifyReply, statusCode: number, body: string) {
  return reply
    .status(statusCode)
    .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
    .type('application/json; charset=utf-8')
    .send(withRequestId(body, request.id));
}

function withRequestId(body: string, requestId: string): string {
  try {
    const parsed = JSON.parse(body) as { success?: unknown; request_id?: unknown } | null;
    if (parsed?.success !== false || !('request_id' in parsed)) return body;
    return JSON.stringify({ ...parsed, request_id: requestId });
  } catch {
    return body;
  }
}

/**
 * Idempotency-Key for the apps' POSTs and the admin POSTs marked `idempotent` (docs/product/partner-api.md#idempotency,
 * docs/product/refunds.md, docs/decisions/017-partner-api.md); an admin's keys are per admin:
 * before the handler, the (caller, key) pair is claimed by one insert; a concurrent duplicate finds the
 * claim unanswered (409 in progress), a later one gets the stored answer again, another request with the
 * key is 409. Answers are stored as sent, except 5xx, whose claim is dropped so that a retry runs again.
 * A claim its server never answered (it stopped mid-request) is taken over by a retry after
 * IDEMPOTENCY_ABANDONED_AFTER_MINUTES instead of being 409 for the rest of the 24 hours.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotencyClaim', null);
  let lastPurge = 0;

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined || !isIdempotentPost(request)) return;
    const caller = callerOf(request);
    if (!caller) return;
    const key = Array.isArray(header) ? undefined : header;
    if (key === undefined || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw badRequest(IdempotencyMessages.invalidKey);
    }
    const claim = { caller, key };
    const now = Date.now();
    const cutoff = new Date(now - TTL_MS).toISOString();
    if (now - lastPurge >= PURGE_EVERY_MS) {
      lastPurge = now;
      await deleteExpiredKeys(app.db, cutoff);
    }
    const hash = requestHash(request);
    const createdAt = new Date(now).toISOString();
    if (await claimKey(app.db, { ...claim, requestHash: hash, createdAt })) {
      request.idempotencyClaim = claim;
      return;
    }
    const stored = await findKey(app.db, claim);
    if (!stored || stored.created_at < cutoff) {
      // Expired (or released meanwhile): this request starts the pair again.
      await deleteExpiredKeys(app.db, cutoff, claim);
      if (await claimKey(app.db, { ...claim, requestHash: hash, createdAt })) {
        request.idempotencyClaim = claim;
        return;
      }
      throw conflict(IdempotencyMessages.inProgress);
    }
    if (stored.request_hash !== hash) throw conflict(IdempotencyMessages.otherRequest);
    if (stored.status_code === null || stored.response_body === null) {
      const abandonedBefore = new Date(now - ABANDONED_MS).toISOString();
      const takenOver =
        stored.created_at < abandonedBefore &&
        (await takeOverAbandonedClaim(app.db, { ...claim, requestHash: hash, createdAt, abandonedBefore }));
      if (!takenOver) throw conflict(IdempotencyMessages.inProgress);
      request.idempotencyClaim = claim;
      return;
    }
    return replay(request, reply, stored.status_code, stored.response_body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    if (reply.statusCode >= 500 || body === null) await releaseKey(app.db, claim);
    else await storeAnswer(app.db, claim, { statusCode: reply.statusCode, body });
    return payload;
  });
});
