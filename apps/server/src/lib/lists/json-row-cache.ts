interface Entry<E> {
  version: string;
  value: E;
  storedAt: number;
  bytes: number;
}

/**
 * What an entry costs besides its value's bytes, on V8's heap: the Map slot, the entry record, its
 * version string and the Buffer's own object (about 410–470 bytes measured; ADR 025).
 */
export const ENTRY_OVERHEAD_BYTES = 512;

export interface JsonRowCacheOptions<E> {
  /** The sum of the entries' sizes (bytesOf plus ENTRY_OVERHEAD_BYTES) is kept at or under this. */
  maxBytes: number;
  /** At most this many entries as well (VENDOR_CACHE_SIZE); unbounded when left out. */
  maxEntries?: number;
  maxAgeMs: number;
  /** The bytes a value holds: its Buffers' lengths (see ownedUtf8). */
  bytesOf: (value: E) => number;
  clock?: () => number;
}

/**
 * `text` as UTF-8 in memory of its own. Buffer.from puts a short text in a slice of a shared 8 KB
 * pool slab, which stays allocated while any slice of it lives: cached entries that outlive their
 * neighbours would pin slabs, and evicting them would free nothing (ADR 025).
 */
export function ownedUtf8(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/**
 * Serialized rows keyed by id, each valid only for the version it was built from (ADR 007's pattern,
 * for any table): a list page reads its ids and versions from the database, takes unchanged rows' JSON
 * from here and builds only the missing ones. An entry older than `maxAgeMs` is rebuilt whatever its
 * version, which bounds the life of a change made without a new version. Bounded by bytes (ADR 025):
 * least recently used entries go first until the new one fits.
 * `E` is what a list keeps per row: its JSON as UTF-8, or that plus what a per-request tail needs.
 */
export class JsonRowCache<E = Buffer> {
  private readonly entries = new Map<number, Entry<E>>();
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly bytesOf: (value: E) => number;
  private readonly clock: () => number;
  private totalBytes = 0;

  constructor(options: JsonRowCacheOptions<E>) {
    this.maxBytes = options.maxBytes;
    this.maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
    this.maxAgeMs = options.maxAgeMs;
    this.bytesOf = options.bytesOf;
    this.clock = options.clock ?? Date.now;
  }

  get enabled(): boolean {
    return this.maxEntries > 0 && this.maxBytes > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The sum of the entries' sizes, overhead included. */
  get bytes(): number {
    return this.totalBytes;
  }

  /** The row's entry, as stored for `version`. */
  lookup(id: number, version: string): E | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.entries.delete(id);
    if (entry.version !== version || this.clock() - entry.storedAt > this.maxAgeMs) {
      this.totalBytes -= entry.bytes;
      return undefined;
    }
    // Re-inserted: Map order is recency order.
    this.entries.set(id, entry);
    return entry.value;
  }

  /** Keeps `value` for `version` (unless the cache is off or it alone exceeds maxBytes) and answers it. */
  store(id: number, version: string, value: E): E {
    if (!this.enabled) return value;
    this.forget(id);
    const bytes = this.bytesOf(value) + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.maxBytes) return value;
    while (this.totalBytes + bytes > this.maxBytes || this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.forget(oldest.value);
    }
    this.entries.set(id, { version, value, storedAt: this.clock(), bytes });
    this.totalBytes += bytes;
    return value;
  }

  forget(id: number): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.totalBytes -= entry.bytes;
  }
}
