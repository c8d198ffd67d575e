import { AuthMessages } from '@seva/contract';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { tooManyRequests } from '../../lib/http-error';

const WINDOW_MS = 15 * 60_000;
const MAX_LOCK_MS = 15 * 60_000;

/**
 * Failure throttle shared by every server process (it lives in the database): after `maxFailures`
 * failures inside 15 minutes a key is locked, and each further failure doubles the lock, up to 15 minutes.
 * Every count is one statement (an upsert that increments and sets the lock its new count calls for), so
 * requests arriving together cannot read the same count and lose each other's failures
 * (docs/decisions/002-admin-sessions-and-throttling.md).
 */
export function createThrottle(db: Kysely<Database>, lockoutMs: number, clock: () => number = Date.now) {
  const capMs = Math.max(MAX_LOCK_MS, lockoutMs);

  /** How long `failures` failures lock a key; null below the limit. */
  function lockMs(failures: number, maxFailures: number): number | null {
    const over = failures - maxFailures;
    return over < 0 ? null : Math.min(lockoutMs * 2 ** over, capMs);
  }

  /** The lock of every possible count as one CASE over `failures`, with the times taken from `now`. */
  function lockedUntilCase(failures: Expression<number>, maxFailures: number, now: number) {
    const whens = [];
    for (let n = maxFailures; ; n++) {
      const ms = lockMs(n, maxFailures) ?? 0;
      if (ms >= capMs) break;
      whens.push(sql`when ${failures} = ${n} then ${iso(now + ms)}`);
    }
    return sql<string | null>`case when ${failures} < ${maxFailures} then null ${sql.join(whens, sql` `)}
      else ${iso(now + capMs)} end`;
  }

  /**
   * Adds one failure to `key` and locks it when the new count calls for it; with `unlessLocked`, only
   * when the key is not locked now. Answers the new count, or undefined when a lock refused it.
   */
  async function count(key: string, maxFailures: number, unlessLocked: boolean) {
    const now = clock();
    const expired = sql<SqlBool>`auth_throttle.window_started_at < ${iso(now - WINDOW_MS)}`;
    const failures = sql<number>`(case when ${expired} then 1 else auth_throttle.failures + 1 end)`;
    const firstLock = lockMs(1, maxFailures);
    const row = await db
      .insertInto('auth_throttle')
      .values({
        key,
        failures: 1,
        window_started_at: iso(now),
        locked_until: firstLock === null ? null : iso(now + firstLock),
      })
      .onConflict((oc) => {
        const update = oc.column('key').doUpdateSet({
          failures,
          window_started_at: sql<string>`case when ${expired} then ${iso(now)}
            else auth_throttle.window_started_at end`,
          locked_until: lockedUntilCase(failures, maxFailures, now),
        });
        return unlessLocked ? update.where(unlockedAt(now)) : update;
      })
      .returning('failures')
      .executeTakeFirst();
    return row?.failures;
  }

  async function lockedFor(key: string): Promise<number> {
    const row = await db
      .selectFrom('auth_throttle')
      .select('locked_until')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.locked_until ? Date.parse(row.locked_until) - clock() : 0;
  }

  /** 429 with Retry-After while `key` is locked. */
  async function assertOpen(key: string): Promise<void> {
    const remainingMs = await lockedFor(key);
    if (remainingMs > 0) throw tooManyRequests(AuthMessages.tooManyAttempts, remainingMs / 1000);
  }

  /** Counts a failure that has happened. */
  async function recordFailure(key: string, maxFailures: number): Promise<void> {
    await count(key, maxFailures, false);
  }

  /**
   * Counts an attempt as a failure before it is checked, so that no more than `maxFailures` attempts
   * are ever being checked or failed at once; 429 when the key is locked. A success then calls `reset`.
   */
  async function reserveAttempt(key: string, maxFailures: number): Promise<void> {
    if ((await count(key, maxFailures, true)) !== undefined) return;
    throw tooManyRequests(AuthMessages.tooManyAttempts, (await lockedFor(key)) / 1000);
  }

  /**
   * Lets one request through per `cooldownMs` for `key` (one statement, so requests arriving together
   * get one pass); the others get 429 `message` with Retry-After.
   */
  async function claimCooldown(key: string, cooldownMs: number, message: string): Promise<void> {
    const now = clock();
    const until = iso(now + cooldownMs);
    const claimed = await db
      .insertInto('auth_throttle')
      .values({ key, failures: 0, window_started_at: iso(now), locked_until: until })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ window_started_at: iso(now), locked_until: until })
          .where(unlockedAt(now)),
      )
      .returning('key')
      .executeTakeFirst();
    if (!claimed) throw tooManyRequests(message, (await lockedFor(key)) / 1000);
  }

  async function reset(key: string): Promise<void> {
    await db.deleteFrom('auth_throttle').where('key', '=', key).execute();
  }

  return { assertOpen, recordFailure, reserveAttempt, claimCooldown, reset };
}

export type Throttle = ReturnType<typeof createThrottle>;

const iso = (ms: number) => new Date(ms).toISOString();

/** The existing row's lock has run out (or there is none) at `now`. */
const unlockedAt = (now: number) =>
  sql<SqlBool>`(auth_throttle.locked_until is null or auth_throttle.locked_until <= ${iso(now)})`;
