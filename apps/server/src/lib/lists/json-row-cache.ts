interface Entry {
  version: string;
  json: Buffer;
  storedAt: number;
}

/**
 * Serialized rows keyed by id, each valid only for the version it was built from (ADR 007's pattern,
 * for any table): a list page reads its ids and versions from the database, takes unchanged rows' JSON
 * from here and builds only the missing ones. An entry older than `maxAgeMs` is rebuilt whatever its
 * version, which bounds the life of a change made without a new version. Least recently used go first.
 */
export class JsonRowCache {
  private readonly entries = new Map<number, Entry>();

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

  /** The row's JSON as UTF-8, as stored for `version`. */
  lookup(id: number, version: string): Buffer | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.entries.delete(id);
    if (entry.version !== version || this.clock() - entry.storedAt > this.maxAgeMs) return undefined;
    // Re-inserted: Map order is recency order.
    this.entries.set(id, entry);
    return entry.json;
  }

  /** Keeps `json` as UTF-8 (pages are assembled from these bytes, ListBody) and answers those bytes. */
  store(id: number, version: string, json: string): Buffer {
    const bytes = Buffer.from(json);
    if (!this.enabled) return bytes;
    this.entries.delete(id);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(id, { version, json: bytes, storedAt: this.clock() });
    return bytes;
  }

  forget(id: number): void {
    this.entries.delete(id);
  }
}
