import type { ReadPriority } from '../../db/sqlite-read-workers';

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * Remembers list totals (or any value computed by one query) for `ttlMs` (ADR 007). Every write through this process calls invalidate(),
 * so this process never shows a total older than its own last change; other processes' changes show
 * within `ttlMs`. Concurrent misses of one key share one query. A ttl of 0 turns caching off.
 * `compute` is told who waits for it: `request` for a miss, `idle` for a refresh in the background.
 */
export class CountCache<V = number> {
  private entries = new Map<string, Entry<V>>();
  private inFlight = new Map<string, Promise<V>>();
  private generation = 0;

  /**
   * `serveStale`: an expired total is still answered while one query refreshes it in the background, so
   * no request waits for a slow count once the key has been counted (invalidate() still forgets all).
   */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
    private readonly clock: () => number = Date.now,
    private readonly serveStale = false,
  ) {}

  async get(key: string, compute: (priority: ReadPriority) => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return compute('request');
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.clock()) return hit.value;
    const running = this.inFlight.get(key);
    if (hit && this.serveStale) {
      // The refresh's failure only means the stale total is kept for the next request.
      if (!running) this.count(key, compute, 'idle').catch(() => undefined);
      return hit.value;
    }
    if (running) return running;
    return this.count(key, compute, 'request');
  }

  private async count(
    key: string,
    compute: (priority: ReadPriority) => Promise<V>,
    priority: ReadPriority,
  ): Promise<V> {
    const generation = this.generation;
    const started = this.clock();
    const promise = compute(priority).finally(() => {
      if (this.inFlight.get(key) === promise) this.inFlight.delete(key);
    });
    this.inFlight.set(key, promise);
    const value = await promise;
    // A write during the query may not be in its answer: keep it only if nothing changed meanwhile.
    if (generation === this.generation) this.remember(key, value, started + this.ttlMs);
    return value;
  }

  /** Forget every total; call after any change to the counted rows. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.inFlight.clear();
  }

  private remember(key: string, value: V, expiresAt: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt });
  }
}
