import { jsonCacheShare } from '../../lib/lists/json-cache-budget';
import { JsonRowCache } from '../../lib/lists/json-row-cache';
import { smallPiece } from '../../lib/lists/list-body';
import { listTotals } from '../../lib/lists/list-totals';
import { createPager } from '../../lib/lists/pager';
import type { ServiceDeps } from '../../lib/service-deps';
import { toVendor, type VendorHead, type VendorRow, vendorHead, vendorTail } from './mapper';
import {
  countVendors,
  findVendorRows,
  listVendorIds,
  listVendorRows,
  listVendorVersions,
  type VendorPage,
} from './repository';
import { isVendorSearch, type VendorFilter, vendorFilterKey } from './vendor-filter';

/** A cached vendor is rebuilt after this long even if its updated_at did not change (ADR 007). */
const VENDOR_JSON_MAX_AGE_MS = 60_000;

/** One request's view of the list: the filter and the moment that subscription views and trial_days use. */
interface VendorQuery {
  filter: VendorFilter;
  now: Date;
}

/**
 * Vendor lists as finished JSON bodies (ADR 007): a paged list reads the page's (vendor_id, updated_at)
 * and assembles the vendors from the JSON cache, fetching only the ones it lacks or that changed, with
 * trial_days appended per request; totals come from the count cache.
 */
export function createVendorLister(deps: ServiceDeps) {
  const { db, dialect, config, clock } = deps;
  const iso = (query: VendorQuery) => query.now.toISOString();
  const totals = listTotals<VendorQuery>(deps, {
    count: (query, reader) => countVendors(reader, dialect, query.filter, iso(query)),
    keyOf: (query) => vendorFilterKey(query.filter),
    isSearch: (query) => isVendorSearch(query.filter),
    isTimed: (query) => query.filter.view !== undefined && query.filter.view !== 'all',
  });
  const pager = createPager<VendorQuery, VendorPage, VendorRow, { id: number; version: string }, VendorHead>(
    deps,
    {
      ids: (query, page, reader) => listVendorIds(reader, dialect, query.filter, page, iso(query)),
      rowsById: (ids) => findVendorRows(db, ids),
      idOf: (row) => row.vendor_id,
      toItem: (row, query) => toVendor(row, query.now),
      pageRows: (query, page, reader) => listVendorRows(reader, dialect, query.filter, page, iso(query)),
      total: totals.of,
      knownTotal: totals.known,
      isSearch: (query) => isVendorSearch(query.filter),
      // A search's cached total of 0, or a page past it, needs no walk through the matches (ADR 021).
      countsWithPage: (query) => isVendorSearch(query.filter),
    },
    {
      cache: new JsonRowCache<VendorHead>({
        maxBytes: jsonCacheShare(config.jsonCacheBytes, 'vendors'),
        maxEntries: config.vendorCacheSize,
        maxAgeMs: VENDOR_JSON_MAX_AGE_MS,
        bytesOf: (entry) => entry.head.byteLength,
        clock,
      }),
      versions: (query, page, reader) => listVendorVersions(reader, dialect, query.filter, page, iso(query)),
      versionOf: (row) => row.updated_at,
      entryOf: vendorHead,
      pieces: (entry, _version, query) => [entry.head, smallPiece(vendorTail(entry, query.now))],
    },
  );

  // Every write to a vendor row (an admin's decision, an application, a plan bought) emits a vendor.*
  // event after it commits: that vendor's JSON and every total are out of date.
  deps.events.subscribe((event) => {
    if (!event.type.startsWith('vendor.')) return;
    pager.forget(event.id);
    totals.invalidate();
  });

  return {
    listJson: (filter: VendorFilter, page: VendorPage) =>
      pager.listJson({ filter, now: new Date(clock()) }, page),
    /** Every matching vendor for a CSV export (docs/product/cockpit.md#csv-export). */
    items: (filter: VendorFilter, page: VendorPage) => pager.items({ filter, now: new Date(clock()) }, page),
  };
}
