import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { totpCode } from '../modules/team/service';

const PERIOD_MS = 30_000;
/** A code of the step before the current one is used only this long before the step ends. */
const SAFE_MS = 3_000;
/** Seconds to wait at most for a step with an unused code (two steps and a little). */
const MAX_WAIT_SECONDS = 65;

/** What an authenticator app shows for `secret`: the code of the step `at` (default now) falls in. */
export function mfaCode(secret: string, at: number = Date.now()): string {
  return totpCode(secret, at);
}

/** The code of the 30-second step `step` (its time is `step × 30 s`). */
export function mfaCodeOfStep(secret: string, step: number): string {
  return totpCode(secret, step * PERIOD_MS);
}

export const stepAt = (at: number): number => Math.floor(at / PERIOD_MS);

/**
 * A code the server will accept now for the admin: of the steps it takes (the current one ± 1), the
 * earliest not used yet (a code works once). When all are used it waits for the next step (real time).
 */
export async function nextMfaCode(db: Kysely<Database>, adminId: number): Promise<string> {
  for (let waited = 0; ; waited++) {
    const admin = await db
      .selectFrom('admins')
      .select(['mfa_secret', 'mfa_last_step'])
      .where('id', '=', adminId)
      .executeTakeFirstOrThrow();
    if (!admin.mfa_secret) throw new Error(`admin ${adminId} has no two-step secret`);
    const now = Date.now();
    const current = stepAt(now);
    const earliest = now % PERIOD_MS < PERIOD_MS - SAFE_MS ? current - 1 : current;
    const step = Math.max(earliest, admin.mfa_last_step + 1);
    if (step <= current + 1) return mfaCodeOfStep(admin.mfa_secret, step);
    if (waited >= MAX_WAIT_SECONDS) throw new Error('no two-step code left to use');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
