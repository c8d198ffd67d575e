interface Entry<E> {
  version: string;
  value: E;
  storedAt: number;
}

/**
 * Serialized rows keyed by id, each valid only for the version it was built from (ADR 007's pattern,
 * for any table): a list page reads its ids and versions from the database, takes unchanged rows' JSON
 * from here and builds only the missing ones. An entry older than `maxAgeMs` is rebuilt whatever its
 * version, which bounds the life of a change made without a new version. Least recently used go first.
 * `E` is what a list keeps per row: its JSON as UTF-8, or that plus what a per-request tail needs.
 */
export class JsonRowCache<E = Buffer> {
  private readonly entries = new Map<number, Entry<E>>();

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.maxEntries > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The row's entry, as stored for `version`. */
  lookup(id: number, version: string): E | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.entries.delete(id);
    if (entry.version !== version || this.clock() - entry.storedAt > this.maxAgeMs) return undefined;
    // Re-inserted: Map order is recency order.
    this.entries.set(id, entry);
    return entry.value;
  }

  /** Keeps `value` for `version` (unless the cache is off) and answers it. */
  store(id: number, version: string, value: E): E {
    if (!this.enabled) return value;
    this.entries.delete(id);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(id, { version, value, storedAt: this.clock() });
    return value;
  }

  forget(id: number): void {
    this.entries.delete(id);
  }
}
