import type { SubscriptionStatus } from '../../db/marketplace-tables';
import { toVendor, type VendorRow } from './vendor-mapper';

/** One vendor's response JSON without its time-dependent trial_days, for the version it was built from. */
export interface CachedVendor {
  vendorId: number;
  updatedAt: string;
  /**
   * `{"vendor_id":…,"created_at":"…"` — the object minus trial_days and the closing brace, as UTF-8:
   * a page is assembled from these bytes, so no request encodes the ~75 KB of a page again.
   */
  head: Buffer;
  status: SubscriptionStatus | null;
  expiry: string | null;
  storedAt: number;
}

/**
 * Serialized, masked vendors keyed by vendor_id and valid only for the updated_at they were built from
 * (ADR 007). Pages read (vendor_id, updated_at) from the database and take unchanged vendors from here,
 * so a page costs ~50 index reads instead of ~2 400 column values. Writes through this process forget
 * their vendor at once; an entry older than `maxAgeMs` is rebuilt whatever its version, which bounds
 * the life of a change made without touching updated_at. Least recently used entries go first.
 */
export class VendorJsonCache {
  private readonly entries = new Map<number, CachedVendor>();

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.maxEntries > 0;
  }

  lookup(vendorId: number, updatedAt: string): CachedVendor | undefined {
    const entry = this.entries.get(vendorId);
    if (!entry) return undefined;
    if (entry.updatedAt !== updatedAt || this.clock() - entry.storedAt > this.maxAgeMs) {
      this.entries.delete(vendorId);
      return undefined;
    }
    // Re-insert: Map order is recency order.
    this.entries.delete(vendorId);
    this.entries.set(vendorId, entry);
    return entry;
  }

  store(row: VendorRow): CachedVendor {
    const entry = buildCachedVendor(row, this.clock());
    if (!this.enabled) return entry;
    this.entries.delete(row.vendor_id);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(row.vendor_id, entry);
    return entry;
  }

  forget(vendorId: number): void {
    this.entries.delete(vendorId);
  }

  get size(): number {
    return this.entries.size;
  }
}

export function buildCachedVendor(row: VendorRow, storedAt: number): CachedVendor {
  // trial_days is the last key of toVendor's object; undefined drops it from the JSON.
  const json = JSON.stringify({ ...toVendor(row), trial_days: undefined });
  return {
    vendorId: row.vendor_id,
    updatedAt: row.updated_at,
    head: Buffer.from(json.slice(0, -1)),
    status: row.subscription_status,
    expiry: row.subscription_expiry_date,
    storedAt,
  };
}
