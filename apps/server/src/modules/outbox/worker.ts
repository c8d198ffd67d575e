import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { OUTBOX_MAX_ATTEMPTS } from '@seva/contract';
import type { SignalListener } from '../../db/driver/signals';
import type { ServiceDeps } from '../../lib/service-deps';
import { claimDueRows, type OutboxRow, type Settlement, settleClaim } from './repository';

/** The channel a new or retried delivery is signalled on (migration 2026-11-30-190-outbox's trigger on PostgreSQL). */
export const OUTBOX_CHANNEL = 'seva_outbox';

/** The first retry waits about this long; each further one twice as long, up to RETRY_MAX_MS. */
export const RETRY_BASE_MS = 10_000;
export const RETRY_MAX_MS = 60 * 60_000;
/** A delivery that has not settled after this long is abandoned as failed (its signal aborts). */
export const DELIVERY_TIMEOUT_MS = 20_000;
/** Rows claimed at once by a worker, delivered side by side. */
export const CLAIM_BATCH = 10;
/** The longest last_error kept. */
const ERROR_MAX_LENGTH = 500;

/**
 * A delivery that must not be tried again (the provider refused it for good: a bad request, a refund
 * larger than the payment): the handler throws it and the row goes straight to `dead`. Any other error
 * is retried.
 */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

/** What a handler is told about the delivery it makes. */
export interface OutboxDeliveryContext {
  /** The outbox row's id: stable across attempts. */
  id: number;
  /** 1 for the first attempt. */
  attempt: number;
  /**
   * The row's dedupe key, stable across attempts and processes: send it to the provider as its idempotency
   * key or receipt, and look it up there before asking again (docs/decisions/032-outbox.md).
   */
  dedupeKey: string;
  /** Aborted when the delivery takes too long (DELIVERY_TIMEOUT_MS, at most half the lease): pass it to fetch. */
  signal: AbortSignal;
}

/**
 * Delivers one row's payload to the outside world. Resolving marks it `done`; throwing
 * PermanentDeliveryError marks it `dead`; any other error retries it later. At least once: a process
 * killed mid-delivery leaves the row to be delivered again, so a handler must make a second call for the
 * same `dedupeKey` harmless.
 */
export type OutboxHandler = (payload: unknown, context: OutboxDeliveryContext) => Promise<void>;

/** How one delivery ended, for /metrics. */
export type DeliveryResult = 'done' | 'retry' | 'dead';
export type DeliveryObserver = (kind: string, result: DeliveryResult) => void;

export interface OutboxLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxOptions {
  /** How often the worker looks for due rows when nothing wakes it (OUTBOX_POLL_MS). */
  pollMs: number;
  /** How long a claim holds its row (OUTBOX_LEASE_MS): a process that dies mid-delivery frees it after this. */
  leaseMs: number;
  log: OutboxLog;
  /** Wake-ups when a delivery becomes due (DatabaseHandle.listen). Without it the worker only polls. */
  listen?: (channel: string, listener: SignalListener) => () => void;
  /** Tests: their own time and chance. */
  clock?: () => number;
  random?: () => number;
  batchSize?: number;
}

/**
 * How long after failed attempt `attempt` (1-based) the next one is due: 10 s doubling up to 1 h, less up
 * to a fifth at random so that rows that failed together do not come back together.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const full = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_MS);
  return Math.round(full * (1 - 0.2 * random()));
}

/**
 * An error as last_error keeps it: the message only (no stack), on one line, credentials in a URL and
 * Basic or Bearer tokens blanked, at most 500 characters. Handlers must still not put secrets in their
 * messages: this is a net, not a filter.
 */
export function safeErrorText(err: unknown): string {
  const raw = err instanceof Error ? err.message : String(err);
  const text = raw
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .replace(/\/\/[^/\s:@]+:[^/\s@]+@/g, '//[redacted]@')
    .replace(/\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [redacted]')
    .trim();
  if (text === '') return 'Delivery failed';
  return text.length > ERROR_MAX_LENGTH ? `${text.slice(0, ERROR_MAX_LENGTH - 1)}…` : text;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The outbox worker of one app (docs/product/deliveries.md, ADR 032): built once by buildApp
 * (`app.shared.outbox`), handlers registered by the modules that enqueue, started when the app is ready
 * and stopped when it closes. Each pass claims due rows in batches (repository.ts, claimDueRows) and
 * delivers them side by side; any number of workers, in any number of processes, share one table.
 */
export class Outbox {
  readonly #handlers = new Map<string, OutboxHandler>();
  readonly #observers = new Set<DeliveryObserver>();
  readonly #inFlight = new Set<Promise<void>>();
  readonly #workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  readonly #clock: () => number;
  readonly #random: () => number;
  readonly #timeoutMs: number;
  #running: Promise<void> | undefined;
  #stopping = false;
  #woken = false;
  #wakeUp: (() => void) | undefined;
  #stopListening: (() => void) | undefined;

  constructor(
    private readonly deps: Pick<ServiceDeps, 'db' | 'dialect' | 'clock' | 'events'>,
    private readonly options: OutboxOptions,
  ) {
    this.#clock = options.clock ?? deps.clock;
    this.#random = options.random ?? Math.random;
    this.#timeoutMs = Math.min(DELIVERY_TIMEOUT_MS, Math.floor(options.leaseMs / 2));
  }

  /** The handler of `kind`; one per kind. Rows of a kind no handler delivers wait (a newer process may). */
  register(kind: string, handler: OutboxHandler): void {
    if (this.#handlers.has(kind)) throw new Error(`outbox kind ${kind} already has a handler`);
    this.#handlers.set(kind, handler);
    if (this.#running) this.#listen();
    this.wake();
  }

  /** Calls `observer` after each delivery with its kind and result (the /metrics counter). */
  observe(observer: DeliveryObserver): () => void {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  }

  /** Delivers due rows until none is left, then waits for a wake-up or the poll interval, until stopped. */
  start(): void {
    if (this.#running) return;
    this.#stopping = false;
    this.#listen();
    this.#running = this.#loop();
  }

  /** Stops claiming, and waits for the deliveries in flight to settle (each at most its timeout). */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#stopListening?.();
    this.#stopListening = undefined;
    this.wake();
    await this.#running;
    this.#running = undefined;
    await Promise.allSettled([...this.#inFlight]);
  }

  /** Look for due rows now: a row was enqueued or retried. */
  wake(): void {
    this.#woken = true;
    const wakeUp = this.#wakeUp;
    this.#wakeUp = undefined;
    wakeUp?.();
  }

  /**
   * One pass: claims due rows and delivers them, batch after batch, until none is due. Answers how many
   * it settled. Safe to run at once with other passes and other workers: each row is claimed by one.
   */
  async deliverDue(): Promise<number> {
    let settled = 0;
    while (!this.#stopping && this.#handlers.size > 0) {
      const now = this.#clock();
      const rows = await claimDueRows(this.deps.db, this.deps.dialect, {
        now: iso(now),
        lockedUntil: iso(now + this.options.leaseMs),
        claimedBy: this.#workerId,
        kinds: [...this.#handlers.keys()],
        limit: this.options.batchSize ?? CLAIM_BATCH,
      });
      if (rows.length === 0) break;
      await Promise.all(rows.map((row) => this.#track(this.#deliver(row))));
      settled += rows.length;
    }
    return settled;
  }

  #listen(): void {
    if (this.#stopListening || !this.options.listen || this.#handlers.size === 0) return;
    this.#stopListening = this.options.listen(OUTBOX_CHANNEL, () => this.wake());
  }

  async #loop(): Promise<void> {
    while (!this.#stopping) {
      this.#woken = false;
      try {
        await this.deliverDue();
      } catch (err) {
        this.options.log.error({ err }, 'outbox: looking for due deliveries failed');
      }
      if (this.#stopping) break;
      if (!this.#woken) await this.#sleep();
    }
  }

  #sleep(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#wakeUp = undefined;
        resolve();
      }, this.options.pollMs);
      timer.unref();
      this.#wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  #track(delivery: Promise<void>): Promise<void> {
    this.#inFlight.add(delivery);
    return delivery.finally(() => this.#inFlight.delete(delivery));
  }

  async #deliver(row: OutboxRow): Promise<void> {
    const handler = this.#handlers.get(row.kind);
    let settlement: Settlement;
    if (row.attempts > OUTBOX_MAX_ATTEMPTS) {
      // Its last attempt's process ended before settling it (the lease passed): no more attempts.
      settlement = { result: 'dead', error: row.last_error ?? 'The last attempt did not finish' };
    } else if (!handler) {
      settlement = { result: 'retry', error: `No handler for ${row.kind}`, nextAttemptAt: this.#nextAt(row) };
    } else {
      settlement = await this.#attempt(handler, row);
    }
    let recorded = false;
    try {
      recorded = await settleClaim(
        this.deps.db,
        { id: row.id, claimedBy: this.#workerId, attempts: row.attempts, now: iso(this.#clock()) },
        settlement,
      );
    } catch (err) {
      // The row keeps its lease: once it passes, the delivery is tried again.
      this.options.log.error({ err, outboxId: row.id }, 'outbox: recording a delivery failed');
      return;
    }
    if (!recorded) {
      this.options.log.warn(
        { outboxId: row.id, kind: row.kind },
        'outbox: a delivery outlived its lease; another worker holds the row',
      );
      return;
    }
    for (const observe of this.#observers) observe(row.kind, settlement.result);
    if (settlement.result === 'dead') this.deps.events.emit('delivery.failed', row.id);
  }

  #nextAt(row: OutboxRow): string {
    return iso(this.#clock() + retryDelayMs(row.attempts, this.#random));
  }

  async #attempt(handler: OutboxHandler, row: OutboxRow): Promise<Settlement> {
    let payload: unknown;
    try {
      payload = JSON.parse(row.payload);
    } catch {
      return { result: 'dead', error: 'The payload is not JSON' };
    }
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const err = new Error(`The delivery took longer than ${this.#timeoutMs / 1000} s`);
        controller.abort(err);
        reject(err);
      }, this.#timeoutMs);
    });
    try {
      const delivery = Promise.resolve().then(() =>
        handler(payload, {
          id: row.id,
          attempt: row.attempts,
          dedupeKey: row.dedupe_key,
          signal: controller.signal,
        }),
      );
      // Settled after its timeout, its outcome no longer counts.
      delivery.catch(() => undefined);
      await Promise.race([delivery, timedOut]);
      return { result: 'done' };
    } catch (err) {
      const error = safeErrorText(err);
      if (err instanceof PermanentDeliveryError || row.attempts >= OUTBOX_MAX_ATTEMPTS) {
        return { result: 'dead', error };
      }
      return { result: 'retry', error, nextAttemptAt: this.#nextAt(row) };
    } finally {
      clearTimeout(timer);
    }
  }
}
