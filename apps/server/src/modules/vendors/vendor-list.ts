import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { CountCache } from '../../lib/lists/count-cache';
import { ListBody, smallPiece } from '../../lib/lists/list-body';
import { searchCountCacheMs } from '../../lib/lists/paging';
import { streamedRows } from '../../lib/lists/streamed-list';
import {
  countVendors,
  findVendorRows,
  listVendorIds,
  listVendorRows,
  listVendorVersions,
  type VendorPage,
} from './repository';
import { type VendorFilter, vendorFilterKey } from './vendor-filter';
import type { CachedVendor, VendorJsonCache } from './vendor-json-cache';
import { toVendor, trialDaysOf } from './vendor-mapper';

/**
 * Vendor lists as finished JSON bodies `{"success":true,"data":[…],"total"?:n}` (ADR 007): a paged list
 * reads the page's (vendor_id, updated_at) and assembles the vendors from the JSON cache, fetching only
 * the ones it lacks or that changed; totals come from a short-lived count cache.
 */
export function createVendorLister(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  countCacheMs: number;
  jsonCache: VendorJsonCache;
}) {
  const { db, dialect, jsonCache } = deps;
  // As for bookings and payments: an expired total is answered while one query refreshes it, and a text
  // search's total (a slower count, one per term) is kept longer.
  const counts = new CountCache(deps.countCacheMs, undefined, undefined, true);
  const searchCounts = new CountCache(searchCountCacheMs(deps.countCacheMs), undefined, undefined, true);

  /** Every match, streamed and built directly: lists without limit are rare, large and would churn the cache. */
  async function streamAll(filter: VendorFilter, page: VendorPage, now: Date): Promise<Readable> {
    const ids = await listVendorIds(db, dialect, filter, page, now.toISOString());
    return streamedRows(
      ids,
      (batch) => findVendorRows(db, batch),
      (row) => row.vendor_id,
      (row) => toVendor(row, now),
    );
  }

  /** A page built without the cache (when it is turned off). */
  async function allItems(filter: VendorFilter, page: VendorPage, now: Date): Promise<string[]> {
    const rows = await listVendorRows(db, dialect, filter, page, now.toISOString());
    return rows.map((row) => JSON.stringify(toVendor(row, now)));
  }

  /** The page's vendors, from the cache where their version is unchanged. */
  async function pageItems(filter: VendorFilter, page: VendorPage, now: Date): Promise<ListBody> {
    const versions = await listVendorVersions(db, dialect, filter, page, now.toISOString());
    const found = new Map<number, CachedVendor>();
    const missing: number[] = [];
    for (const { vendor_id, updated_at } of versions) {
      const hit = jsonCache.lookup(vendor_id, updated_at);
      if (hit) found.set(vendor_id, hit);
      else missing.push(vendor_id);
    }
    for (const row of await findVendorRows(db, missing)) found.set(row.vendor_id, jsonCache.store(row));
    const body = new ListBody();
    for (const { vendor_id } of versions) {
      const entry = found.get(vendor_id);
      // Gone between the two reads: leave it out.
      if (!entry) continue;
      const trialDays = trialDaysOf(entry.status, entry.expiry, now);
      body.add(entry.head, smallPiece(`,"trial_days":${trialDays}}`));
    }
    return body;
  }

  async function totalOf(
    filter: VendorFilter,
    page: VendorPage & { limit: number },
    returned: number,
    now: Date,
  ) {
    // A short page that is not past the end is the end of the list: its total needs no count.
    const offset = page.offset ?? 0;
    if (returned < page.limit && (returned > 0 || offset === 0)) return offset + returned;
    const cache = filter.q || filter.name ? searchCounts : counts;
    return cache.get(vendorFilterKey(filter), () => countVendors(db, dialect, filter, now.toISOString()));
  }

  /** The list's response body as UTF-8 JSON: a page at once, an unpaged list as a stream. */
  async function listJson(filter: VendorFilter, page: VendorPage): Promise<Buffer | Readable> {
    const now = new Date();
    const { limit } = page;
    if (limit === undefined) return streamAll(filter, page, now);
    const body = jsonCache.enabled
      ? await pageItems(filter, page, now)
      : ListBody.of(await allItems(filter, page, now));
    return body.finish(await totalOf(filter, { ...page, limit }, body.length, now));
  }

  /** Call after a vendor changed: its JSON and every total are out of date. */
  function vendorChanged(vendorId: number): void {
    jsonCache.forget(vendorId);
    counts.invalidate();
    searchCounts.invalidate();
  }

  return { listJson, vendorChanged };
}

export type VendorLister = ReturnType<typeof createVendorLister>;
