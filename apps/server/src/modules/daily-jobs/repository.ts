import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

interface RunKey {
  job: string;
  day: string;
  claimedBy: string;
}

/**
 * Claims the run of `job` for `day` in one statement: inserts it, or takes over a run that failed or
 * whose process died (not `done`, its `locked_until` passed). Answers the claim's attempt number, or
 * undefined when the day's run is done or held by another process (nothing is written).
 */
export async function claimRun(
  db: Kysely<Database>,
  claim: RunKey & { now: string; lockedUntil: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('daily_job_runs')
    .values({
      job: claim.job,
      day: claim.day,
      status: 'running',
      claimed_by: claim.claimedBy,
      attempts: 1,
      locked_until: claim.lockedUntil,
      started_at: claim.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['job', 'day'])
        .doUpdateSet((eb) => ({
          status: 'running',
          claimed_by: claim.claimedBy,
          attempts: eb('daily_job_runs.attempts', '+', 1),
          locked_until: claim.lockedUntil,
          started_at: claim.now,
        }))
        .where('daily_job_runs.status', '!=', 'done')
        .where('daily_job_runs.locked_until', '<=', claim.now),
    )
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

/** The update of a run this process holds and is still running (none once another process took it). */
function ownRun(db: Kysely<Database>, run: RunKey) {
  return db
    .updateTable('daily_job_runs')
    .where('job', '=', run.job)
    .where('day', '=', run.day)
    .where('claimed_by', '=', run.claimedBy)
    .where('status', '=', 'running');
}

/** Holds a run still going a while longer; false when it is no longer this process's. */
export async function extendRun(
  db: Kysely<Database>,
  run: RunKey & { lockedUntil: string },
): Promise<boolean> {
  const result = await ownRun(db, run).set({ locked_until: run.lockedUntil }).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks this process's run done with its counts; false when another process had taken it over. */
export async function finishRun(
  db: Kysely<Database>,
  run: RunKey & { now: string; result: Record<string, number> },
): Promise<boolean> {
  const result = await ownRun(db, run)
    .set({
      status: 'done',
      finished_at: run.now,
      locked_until: run.now,
      result: JSON.stringify(run.result),
      last_error: null,
    })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks this process's run failed, to be claimed again from `retryAt`. */
export async function failRun(
  db: Kysely<Database>,
  run: RunKey & { retryAt: string; error: string },
): Promise<void> {
  await ownRun(db, run).set({ status: 'failed', locked_until: run.retryAt, last_error: run.error }).execute();
}

/** The status of the run of `job` for `day`, if there is one. */
export async function runStatus(db: Kysely<Database>, job: string, day: string) {
  const row = await db
    .selectFrom('daily_job_runs')
    .select('status')
    .where('job', '=', job)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.status;
}

/** When each job last finished a run (ISO-8601 UTC), for /metrics. */
export async function lastFinishedRuns(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('daily_job_runs')
    .select((eb) => ['job', eb.fn.max('finished_at').as('finished_at')])
    .where('status', '=', 'done')
    .groupBy('job')
    .execute();
  return new Map(rows.flatMap((row) => (row.finished_at ? [[row.job, row.finished_at] as const] : [])));
}
