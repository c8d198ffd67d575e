import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { kolkataDayOf, kolkataDayStartMs } from '@seva/contract';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { ServiceDeps } from '../../lib/service-deps';
import { claimRun, extendRun, failRun, finishRun, lastFinishedRuns, runStatus } from './repository';

/**
 * Jobs that run once a day at an hour of India time (docs/product/reminders.md, ADR 036), whatever the
 * number of server processes: each process's runner checks when it starts and then every minute; the first
 * to find a job due claims the day's run (repository.ts, claimRun: one conditional statement on the
 * `(job, day)` key) and runs it, the others find it claimed. A process starting after the hour runs the
 * day's job if none has (catch-up). A run whose process died is claimed again once its lease has passed,
 * a failed one after RETRY_AFTER_MS: a job must therefore be idempotent (the reminders' dedupe keys).
 * Other modules take from here: `DailyJob`, `app.shared.dailyJobs.register(job)`.
 */

/** How often a runner looks for due jobs. */
export const CHECK_EVERY_MS = 60_000;
/** How long a claim holds a run; renewed every third of it while the job runs. */
export const RUN_LEASE_MS = 5 * 60_000;
/** How long after a failed run the day's run is tried again. */
export const RETRY_AFTER_MS = 10 * 60_000;

const HOUR_MS = 3_600_000;
const ERROR_MAX_LENGTH = 500;

export interface DailyJobContext {
  /** The India day (`YYYY-MM-DD`) the run is for. */
  day: string;
  /** The runner's clock when the run was claimed (ms). */
  now: number;
  /** Aborted when the app closes: the job stops between items and the run is claimed again later. */
  signal: AbortSignal;
}

export interface DailyJob {
  /** Its key in daily_job_runs and its label on /metrics, e.g. `reminders`. */
  name: string;
  /** The hour (0–23, Asia/Kolkata) from which the day's run is due. */
  hour: number;
  /** Does the day's work; answers counts for the log line and the run's row (never phone numbers). */
  run(context: DailyJobContext): Promise<Record<string, number>>;
}

export type DailyJobOutcome =
  | { job: string; day: string; result: 'not_due' | 'taken' }
  | { job: string; day: string; result: 'done'; counts: Record<string, number> }
  | { job: string; day: string; result: 'failed'; error: string };

export interface DailyJobsLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface DailyJobsOptions {
  log: DailyJobsLog;
  checkEveryMs?: number;
  leaseMs?: number;
  retryAfterMs?: number;
}

/** The instant (ms) from which `hour` of India day `day` is due. */
export function dueAt(day: string, hour: number): number {
  const start = kolkataDayStartMs(day);
  if (start === undefined) throw new Error(`not a day: ${day}`);
  return start + hour * HOUR_MS;
}

function errorText(err: unknown): string {
  const raw = err instanceof Error ? err.message : String(err);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: one line, whatever the error held
  const text = raw.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim() || 'The job failed';
  return text.length > ERROR_MAX_LENGTH ? `${text.slice(0, ERROR_MAX_LENGTH - 1)}…` : text;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The app's daily job runner (`app.shared.dailyJobs`): started when the app is ready, stopped when it closes. */
export class DailyJobs {
  readonly #jobs = new Map<string, DailyJob>();
  readonly #observers = new Set<(job: string, result: 'done' | 'failed') => void>();
  readonly #runnerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  readonly #checkEveryMs: number;
  readonly #leaseMs: number;
  readonly #retryAfterMs: number;
  /** The day each job's run was last seen done: later checks that day ask the database nothing. */
  readonly #doneDay = new Map<string, string>();
  #timer: NodeJS.Timeout | undefined;
  #checking: Promise<DailyJobOutcome[]> | undefined;
  #stopping = new AbortController();

  constructor(
    private readonly deps: Pick<ServiceDeps, 'db' | 'clock'>,
    private readonly options: DailyJobsOptions,
  ) {
    this.#checkEveryMs = options.checkEveryMs ?? CHECK_EVERY_MS;
    this.#leaseMs = options.leaseMs ?? RUN_LEASE_MS;
    this.#retryAfterMs = options.retryAfterMs ?? RETRY_AFTER_MS;
  }

  register(job: DailyJob): void {
    if (this.#jobs.has(job.name)) throw new Error(`daily job ${job.name} is already registered`);
    if (!Number.isInteger(job.hour) || job.hour < 0 || job.hour > 23) {
      throw new Error(`daily job ${job.name}: the hour must be 0 to 23`);
    }
    this.#jobs.set(job.name, job);
  }

  get jobNames(): string[] {
    return [...this.#jobs.keys()];
  }

  /** Calls `observer` after each run this process made, with its job and result (the /metrics counter). */
  observe(observer: (job: string, result: 'done' | 'failed') => void): () => void {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  }

  /** Checks now (catch-up after a start past the hour), then every minute, until stopped. */
  start(): void {
    if (this.#timer) return;
    this.#stopping = new AbortController();
    this.#timer = setInterval(() => void this.check(), this.#checkEveryMs);
    this.#timer.unref();
    void this.check();
  }

  /** Stops checking; a run in flight is told to stop (its day's run is claimed again later) and awaited. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#stopping.abort();
    await this.#checking;
  }

  /**
   * Runs every job that is due today and not yet run, claimed by this process: what each came to. One
   * check at a time in a process (a check asked for during another answers that one).
   */
  check(): Promise<DailyJobOutcome[]> {
    this.#checking ??= this.#checkAll().finally(() => {
      this.#checking = undefined;
    });
    return this.#checking;
  }

  async #checkAll(): Promise<DailyJobOutcome[]> {
    const outcomes: DailyJobOutcome[] = [];
    for (const job of this.#jobs.values()) {
      if (this.#stopping.signal.aborted) break;
      try {
        outcomes.push(await this.#checkJob(job));
      } catch (err) {
        // The claim itself failed (the database is away): the next check tries again.
        this.options.log.error({ err, job: job.name }, 'daily job: the check failed');
      }
    }
    return outcomes;
  }

  async #checkJob(job: DailyJob): Promise<DailyJobOutcome> {
    const now = this.deps.clock();
    const day = kolkataDayOf(now);
    if (now < dueAt(day, job.hour)) return { job: job.name, day, result: 'not_due' };
    if (this.#doneDay.get(job.name) === day) return { job: job.name, day, result: 'taken' };
    const key = { job: job.name, day, claimedBy: this.#runnerId };
    const attempt = await claimRun(this.deps.db, {
      ...key,
      now: iso(now),
      lockedUntil: iso(now + this.#leaseMs),
    });
    if (attempt === undefined) {
      if ((await runStatus(this.deps.db, job.name, day)) === 'done') this.#doneDay.set(job.name, day);
      return { job: job.name, day, result: 'taken' };
    }

    const heartbeat = setInterval(
      () => {
        extendRun(this.deps.db, { ...key, lockedUntil: iso(this.deps.clock() + this.#leaseMs) }).catch(
          (err) =>
            this.options.log.warn({ err, job: job.name, day }, 'daily job: the lease could not be renewed'),
        );
      },
      Math.max(1000, Math.floor(this.#leaseMs / 3)),
    );
    heartbeat.unref();
    const signal = this.#stopping.signal;
    try {
      const counts = await job.run({ day, now, signal });
      const finished = this.deps.clock();
      const kept = await finishRun(this.deps.db, { ...key, now: iso(finished), result: counts });
      this.#doneDay.set(job.name, day);
      if (!kept) {
        this.options.log.warn({ job: job.name, day }, 'daily job: another process took the run over');
      }
      this.options.log.info(
        { job: job.name, day, attempt, took_ms: finished - now, ...counts },
        'daily job done',
      );
      this.#tell(job.name, 'done');
      return { job: job.name, day, result: 'done', counts };
    } catch (err) {
      const error = signal.aborted ? 'Stopped when the server closed' : errorText(err);
      // Stopped: claimable again at once (by another process, or this one's next start); failed: later.
      const retryAt = iso(this.deps.clock() + (signal.aborted ? 0 : this.#retryAfterMs));
      await failRun(this.deps.db, { ...key, retryAt, error }).catch((failErr) =>
        this.options.log.warn(
          { err: failErr, job: job.name, day },
          'daily job: the failure could not be kept',
        ),
      );
      if (signal.aborted) this.options.log.warn({ job: job.name, day, attempt }, 'daily job stopped');
      else
        this.options.log.error({ err, job: job.name, day, attempt, retry_at: retryAt }, 'daily job failed');
      this.#tell(job.name, 'failed');
      return { job: job.name, day, result: 'failed', error };
    } finally {
      clearInterval(heartbeat);
    }
  }

  #tell(job: string, result: 'done' | 'failed'): void {
    for (const observer of this.#observers) observer(job, result);
  }
}

/** The app's one runner (buildApp, `app.shared.dailyJobs`). */
export function createDailyJobs(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  options: DailyJobsOptions,
): DailyJobs {
  return new DailyJobs(deps, options);
}

/**
 * The daily jobs on /metrics (docs/product/reminders.md#metrics): when each job last finished a run, read
 * from the database when scraped (every process reports the shared table), and this process's runs by job
 * and result. A failed read leaves the gauge out of that scrape rather than failing it.
 */
export function registerDailyJobMetrics(
  registry: Registry,
  jobs: Pick<DailyJobs, 'observe'>,
  deps: Pick<ServiceDeps, 'db'>,
  onError: (err: unknown) => void,
): () => void {
  new Gauge({
    name: 'daily_job_last_run_timestamp_seconds',
    help: 'When each daily job last finished its run of a day (Unix seconds); absent until its first run',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const [job, finishedAt] of await lastFinishedRuns(deps.db)) {
          this.set({ job }, Date.parse(finishedAt) / 1000);
        }
      } catch (err) {
        onError(err);
      }
    },
  });
  const runs = new Counter({
    name: 'daily_job_runs_total',
    help: 'Daily job runs made by this process, by job and result (done, failed)',
    labelNames: ['job', 'result'] as const,
    registers: [registry],
  });
  return jobs.observe((job, result) => runs.inc({ job, result }));
}
