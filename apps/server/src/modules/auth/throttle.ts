import { AuthMessages } from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { tooManyRequests } from '../../lib/http-error';

const WINDOW_MS = 15 * 60_000;
const MAX_LOCK_MS = 15 * 60_000;

/**
 * Failure throttle shared by every server process (it lives in the database): after `maxFailures`
 * failures inside 15 minutes a key is locked, and each further failure doubles the lock, up to 15 minutes.
 */
export function createThrottle(db: Kysely<Database>, lockoutMs: number) {
  async function assertOpen(key: string): Promise<void> {
    const row = await db.selectFrom('auth_throttle').selectAll().where('key', '=', key).executeTakeFirst();
    if (!row?.locked_until) return;
    const remainingMs = Date.parse(row.locked_until) - Date.now();
    if (remainingMs > 0) throw tooManyRequests(AuthMessages.tooManyAttempts, remainingMs / 1000);
  }

  async function recordFailure(key: string, maxFailures: number): Promise<void> {
    const now = Date.now();
    const row = await db.selectFrom('auth_throttle').selectAll().where('key', '=', key).executeTakeFirst();
    const windowExpired = !row || now - Date.parse(row.window_started_at) > WINDOW_MS;
    const failures = windowExpired ? 1 : row.failures + 1;
    const over = failures - maxFailures;
    const lockedUntil =
      over >= 0
        ? new Date(now + Math.min(lockoutMs * 2 ** over, Math.max(MAX_LOCK_MS, lockoutMs))).toISOString()
        : null;
    const values = {
      failures,
      window_started_at: windowExpired ? new Date(now).toISOString() : row.window_started_at,
      locked_until: lockedUntil,
    };
    await db
      .insertInto('auth_throttle')
      .values({ key, ...values })
      .onConflict((oc) => oc.column('key').doUpdateSet(values))
      .execute();
  }

  async function reset(key: string): Promise<void> {
    await db.deleteFrom('auth_throttle').where('key', '=', key).execute();
  }

  return { assertOpen, recordFailure, reset };
}

export type Throttle = ReturnType<typeof createThrottle>;
