/** A daily job's run of one India day (migration 2026-11-30-230-daily-jobs, modules/daily-jobs/). */
export interface DailyJobRunsTable {
  job: string;
  /** `YYYY-MM-DD`, the Asia/Kolkata day the run is for. */
  day: string;
  status: 'running' | 'failed' | 'done';
  /** The process that claimed it last. */
  claimed_by: string;
  attempts: number;
  /** Until when the claim holds (running), or when a failed run may be tried again (failed). */
  locked_until: string;
  started_at: string;
  finished_at: string | null;
  /** JSON: the run's counts, e.g. `{ "trial_ending": 2, … }`. */
  result: string | null;
  last_error: string | null;
}

export interface DailyJobTables {
  daily_job_runs: DailyJobRunsTable;
}
