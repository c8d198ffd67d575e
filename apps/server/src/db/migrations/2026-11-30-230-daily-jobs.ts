import { sql } from 'kysely';
import type { AnyDb, DialectMigration } from './helpers';

/**
 * The daily jobs' runs (docs/product/reminders.md, docs/decisions/036-daily-jobs.md): one row per job and
 * India day, so that a job runs once a day however many server processes share the database.
 * - `(job, day)` is the key: the first process to insert it runs the day's job; the others' inserts do nothing.
 * - `status`: `running` (claimed; `claimed_by` holds it until `locked_until`, renewed while it runs),
 *   `failed` (tried again once `locked_until` has passed) or `done` (`finished_at`, the run's counts in
 *   `result` as JSON). A `running` row whose lease has passed belongs to a process that died: another
 *   process claims it again (`attempts` counts the claims).
 */
export const dailyJobsMigration: DialectMigration = () => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('daily_job_runs')
      .addColumn('job', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('running', 'failed', 'done')`))
      .addColumn('claimed_by', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1).check(sql`attempts >= 1`))
      .addColumn('locked_until', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .addColumn('result', 'text')
      .addColumn('last_error', 'text')
      .addPrimaryKeyConstraint('daily_job_runs_pkey', ['job', 'day'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('daily_job_runs').execute();
  },
});
