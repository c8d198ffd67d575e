import type { ChangeMark } from '../../db/driver/change-mark';
import type { ReadPriority } from '../../db/driver/slow-reads';

interface Entry<V> {
  value: V;
  expiresAt: number;
  /** The database's change mark when the count started, if it had one. */
  mark: string | undefined;
}

export interface CountCacheOptions {
  /** How long a total is answered without asking anything; 0 turns caching off. */
  ttlMs: number;
  maxEntries?: number;
  clock?: () => number;
  /**
   * An expired total is still answered while one query refreshes it in the background, so no request
   * waits for a slow count once the key has been counted (invalidate() still forgets all).
   */
  serveStale?: boolean;
  /**
   * The database's change mark (`ServiceDeps.changeMark`, db/driver/change-mark.ts, ADR 022): an expired total
   * counted at the mark the database still has is exact, and is kept another `ttlMs` without counting,
   * unless get() is told it depends on the time.
   */
  changeMark?: ChangeMark;
}

/**
 * Remembers list totals (or any value computed by one query) for `ttlMs` (ADR 007). A write through this
 * process calls invalidate() where the list's owner knows of it; other changes show within `ttlMs`.
 * Concurrent misses of one key share one query. `compute` is told who waits for it: `request` for a
 * miss, `idle` for a refresh in the background (ADR 021).
 */
export class CountCache<V = number> {
  private entries = new Map<string, Entry<V>>();
  private inFlight = new Map<string, Promise<V>>();
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly clock: () => number;
  private readonly serveStale: boolean;
  private readonly changeMark: ChangeMark;

  constructor(options: CountCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 1_000;
    this.clock = options.clock ?? Date.now;
    this.serveStale = options.serveStale ?? false;
    this.changeMark = options.changeMark ?? (() => Promise.resolve(undefined));
  }

  /** `timed`: the total depends on the time as well as on the rows, so an unchanged database proves nothing. */
  async get(key: string, compute: (priority: ReadPriority) => Promise<V>, timed = false): Promise<V> {
    if (this.ttlMs <= 0) return compute('request');
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.clock()) return hit.value;
    const running = this.inFlight.get(key);
    if (hit && this.serveStale) {
      // The refresh's failure only means the stale total is kept for the next request.
      if (!running) this.count(key, compute, 'idle', timed ? undefined : hit).catch(() => undefined);
      return hit.value;
    }
    if (running) return running;
    return this.count(key, compute, 'request', timed ? undefined : hit);
  }

  /**
   * The total get() would answer at once, without asking the database: a current one, or with
   * `serveStale` an expired one. Undefined when get() would wait for a count.
   */
  peek(key: string): V | undefined {
    if (this.ttlMs <= 0) return undefined;
    const hit = this.entries.get(key);
    return hit && (this.serveStale || hit.expiresAt > this.clock()) ? hit.value : undefined;
  }

  /**
   * Counts `key` and remembers the total, or, when `expired` was counted at the mark the database still
   * has, keeps that total another `ttlMs` without counting.
   */
  private count(
    key: string,
    compute: (priority: ReadPriority) => Promise<V>,
    priority: ReadPriority,
    expired?: Entry<V>,
  ): Promise<V> {
    const generation = this.generation;
    const started = this.clock();
    const promise = (async () => {
      // Read before the count starts: a change after it moves the mark, so the total is counted again.
      const mark = await this.changeMark();
      const unchanged = expired?.mark !== undefined && expired.mark === mark;
      if (expired && unchanged && generation === this.generation) {
        expired.expiresAt = this.clock() + this.ttlMs;
        return expired.value;
      }
      const value = await compute(priority);
      // A write during the query may not be in its answer: keep it only if nothing changed meanwhile.
      if (generation === this.generation) {
        this.remember(key, { value, expiresAt: started + this.ttlMs, mark });
      }
      return value;
    })().finally(() => {
      if (this.inFlight.get(key) === promise) this.inFlight.delete(key);
    });
    this.inFlight.set(key, promise);
    return promise;
  }

  /** Forget every total; call after any change to the counted rows. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.inFlight.clear();
  }

  private remember(key: string, entry: Entry<V>): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
  }
}
