import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One (caller, Idempotency-Key) pair. */
export interface IdempotencyClaim {
  caller: string;
  key: string;
}

/**
 * The first request of a pair claims it (one insert that does nothing when the pair exists); true when
 * this request made the claim.
 */
export async function claimKey(
  db: Kysely<Database>,
  claim: IdempotencyClaim & { requestHash: string; createdAt: string },
): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      caller: claim.caller,
      idempotency_key: claim.key,
      request_hash: claim.requestHash,
      created_at: claim.createdAt,
    })
    .onConflict((oc) => oc.columns(['caller', 'idempotency_key']).doNothing())
    .returning('caller')
    .executeTakeFirst();
  return row !== undefined;
}

export function findKey(db: Kysely<Database>, claim: IdempotencyClaim) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('caller', '=', claim.caller)
    .where('idempotency_key', '=', claim.key)
    .executeTakeFirst();
}

/**
 * Takes over the pair's claim when it is still unanswered, was made before `abandonedBefore` and by the
 * same request: one conditional update, so of many retries at once only one takes it. True when this
 * request did; the claim then counts from `createdAt`.
 */
export async function takeOverAbandonedClaim(
  db: Kysely<Database>,
  claim: IdempotencyClaim & { requestHash: string; createdAt: string; abandonedBefore: string },
): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ created_at: claim.createdAt })
    .where('caller', '=', claim.caller)
    .where('idempotency_key', '=', claim.key)
    .where('request_hash', '=', claim.requestHash)
    .where('status_code', 'is', null)
    .where('created_at', '<', claim.abandonedBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stores the answer of a claimed pair, to be given again to its retries. */
export async function storeAnswer(
  db: Kysely<Database>,
  claim: IdempotencyClaim,
  answer: { statusCode: number; body: string },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: answer.statusCode, response_body: answer.body })
    .where('caller', '=', claim.caller)
    .where('idempotency_key', '=', claim.key)
    .execute();
}

/** Forgets a claim whose request failed on the server's side, so that a retry runs again. */
export async function releaseKey(db: Kysely<Database>, claim: IdempotencyClaim): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('caller', '=', claim.caller)
    .where('idempotency_key', '=', claim.key)
    .where('status_code', 'is', null)
    .execute();
}

/** Forgets one pair if it was created before `cutoff` (it expired), or every such pair. */
export async function deleteExpiredKeys(
  db: Kysely<Database>,
  cutoff: string,
  only?: IdempotencyClaim,
): Promise<void> {
  let query = db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff);
  if (only) {
    query = query.where('caller', '=', only.caller).where('idempotency_key', '=', only.key);
  }
  await query.execute();
}
