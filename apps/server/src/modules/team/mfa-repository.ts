import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Two-step sign-in's statements (docs/product/team.md#two-step-sign-in). Every guard is one conditional
 * statement (docs/decisions/011-one-statement-writes-and-cheaper-statements.md): a code's step, a recovery
 * code, the mfa_token and its wrong-code count are each claimed by the one request whose statement
 * changed the row.
 */

/** An admin's two-step state. */
export function findMfaState(db: Kysely<Database>, adminId: number) {
  return db
    .selectFrom('admins')
    .select(['id', 'email', 'mfa_secret', 'mfa_enabled_at', 'mfa_last_step'])
    .where('id', '=', adminId)
    .executeTakeFirst();
}

/**
 * A new secret, only while two-step sign-in is off (it replaces a secret never confirmed), with no step
 * used yet (the steps used belong to the old secret); false when on.
 */
export async function startSetup(db: Kysely<Database>, adminId: number, secret: string, now: string) {
  const result = await db
    .updateTable('admins')
    .set({ mfa_secret: secret, mfa_last_step: 0, updated_at: now })
    .where('id', '=', adminId)
    .where('mfa_enabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Turns two-step sign-in on with the secret the code was checked against, taking the code's step (so it
 * cannot be used again); false when it is on already, the secret was replaced meanwhile or the step was used.
 */
export async function enable(
  db: Kysely<Database>,
  p: { adminId: number; secret: string; step: number; now: string },
) {
  const result = await db
    .updateTable('admins')
    .set({ mfa_enabled_at: p.now, mfa_last_step: p.step, updated_at: p.now })
    .where('id', '=', p.adminId)
    .where('mfa_enabled_at', 'is', null)
    .where('mfa_secret', '=', p.secret)
    .where('mfa_last_step', '<', p.step)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Turns two-step sign-in off and forgets the secret; false when it was off. */
export async function disable(db: Kysely<Database>, adminId: number, now: string) {
  const result = await db
    .updateTable('admins')
    .set({ mfa_secret: null, mfa_enabled_at: null, updated_at: now })
    .where('id', '=', adminId)
    .where('mfa_enabled_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A code is accepted once: takes its step unless that step or a later one was taken already. */
export async function claimStep(db: Kysely<Database>, adminId: number, step: number) {
  const result = await db
    .updateTable('admins')
    .set({ mfa_last_step: step })
    .where('id', '=', adminId)
    .where('mfa_last_step', '<', step)
    .where('mfa_enabled_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces the admin's recovery codes with these hashes. */
export async function replaceRecoveryCodes(db: Kysely<Database>, adminId: number, hashes: readonly string[]) {
  await db.deleteFrom('admin_mfa_recovery_codes').where('admin_id', '=', adminId).execute();
  await db
    .insertInto('admin_mfa_recovery_codes')
    .values(hashes.map((code_hash) => ({ admin_id: adminId, code_hash })))
    .execute();
}

export async function deleteRecoveryCodes(db: Kysely<Database>, adminId: number) {
  await db.deleteFrom('admin_mfa_recovery_codes').where('admin_id', '=', adminId).execute();
}

/** Uses a recovery code: false when it is unknown or used. */
export async function claimRecoveryCode(
  db: Kysely<Database>,
  adminId: number,
  codeHash: string,
  now: string,
) {
  const result = await db
    .updateTable('admin_mfa_recovery_codes')
    .set({ used_at: now })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The session has had a code entered now (step-up). */
export async function markSessionVerified(db: Kysely<Database>, sessionId: number, now: string) {
  await db
    .updateTable('admin_sessions')
    .set({ mfa_verified_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export function insertChallenge(
  db: Kysely<Database>,
  challenge: { admin_id: number; token_hash: string; expires_at: string },
) {
  return db.insertInto('admin_mfa_challenges').values(challenge).execute();
}

/**
 * The open challenge behind an mfa_token (not used, not expired, fewer than `maxAttempts` wrong codes),
 * with its admin's secret; undefined otherwise, or when two-step sign-in is off or the admin deactivated.
 */
export function findOpenChallenge(
  db: Kysely<Database>,
  p: { tokenHash: string; now: string; maxAttempts: number },
) {
  return db
    .selectFrom('admin_mfa_challenges as c')
    .innerJoin('admins as a', 'a.id', 'c.admin_id')
    .select(['c.id', 'c.admin_id', 'a.name', 'a.mfa_secret'])
    .where('c.token_hash', '=', p.tokenHash)
    .where('c.consumed_at', 'is', null)
    .where('c.expires_at', '>', p.now)
    .where('c.attempts', '<', p.maxAttempts)
    .where('a.mfa_enabled_at', 'is not', null)
    .where('a.status', '<>', 'deactivated')
    .executeTakeFirst();
}

/**
 * Counts a wrong code against an open challenge, in one statement, so codes arriving together each count
 * once and never past `maxAttempts` (the challenge is burnt there). False when it was no longer open:
 * that code counted for nothing.
 */
export async function recordWrongCode(db: Kysely<Database>, id: number, maxAttempts: number) {
  const row = await db
    .updateTable('admin_mfa_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('consumed_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses an open challenge: false when another request used it, it expired or it was burnt meanwhile. */
export async function consumeChallenge(
  db: Kysely<Database>,
  p: { id: number; now: string; maxAttempts: number },
) {
  const row = await db
    .updateTable('admin_mfa_challenges')
    .set({ consumed_at: p.now })
    .where('id', '=', p.id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', p.maxAttempts)
    .where('expires_at', '>', p.now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
