import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../service-deps';
import type { JsonRowCache } from './json-row-cache';
import { ListBody } from './list-body';
import { type Page, totalFromPage } from './paging';
import { itemsInOrder, streamedRows } from './streamed-list';

type Paged<P> = P & { limit: number };

/**
 * The connection a list's statement runs on, which the pager chooses (ADR 021): `deps.reads.slow()` for a
 * read that may take long and may see the last committed state (an unpaged list's or an export's ids, a
 * text search's page and count), the main connection (`deps.db`) otherwise, where a read is quick or must
 * see this process's own latest write. A source runs its statement on it: `ids: (filter, page, reader) =>
 * listIds(reader, …)`.
 */
export type Reader = Kysely<Database>;

/** A list as the pager reads it; `F` is the list's filter (what its queries need), `R` a full row. */
export interface ListSource<F, P extends Page, R> {
  /** The list's ids in its order: an unpaged list reads these first, then streams the rows. */
  ids: (filter: F, page: P, reader: Reader) => Promise<number[]>;
  /** Rows by id, in any order; ids without a row are left out. */
  rowsById: (ids: readonly number[], filter: F) => Promise<R[]>;
  idOf: (row: R) => number;
  /** The row as the API shows it (the domain's mapper). */
  toItem: (row: R, filter: F) => unknown;
  /** A page's full rows in order: a page of a list without a JSON cache (or with it turned off). */
  pageRows: (filter: F, page: Paged<P>, reader: Reader) => Promise<R[]>;
  /** Every match's count, usually through listTotals() (which chooses its own connection). */
  total: (filter: F, reader: Reader) => Promise<number>;
  /** A text search: its page and its count may walk many rows, so they run on `deps.reads.slow()`. */
  isSearch?: (filter: F) => boolean;
  /**
   * Count with the page (text searches, ADR 010 §3): with the total known first, a term that matches
   * nothing or a page past the end needs no page query, which could otherwise walk the whole list looking
   * for matches.
   */
  countsWithPage?: (filter: F) => boolean;
  /** The total `total` would answer without asking the database (a cached one), if any. */
  knownTotal?: (filter: F) => number | undefined;
  /** Unpaged answers carry `total` too, because that list's clients rely on it. */
  unpagedTotal?: boolean;
}

/** A page query's row: the row's id and the version its JSON was built from, plus per-request columns. */
export interface RowVersion {
  id: number;
  version: string;
}

/** Pages assembled from serialized rows kept by version (ADR 007, ADR 010 §2): the hot lists only. */
export interface CachedPages<F, P extends Page, R, V extends RowVersion, E> {
  cache: JsonRowCache<E>;
  /** The page's ids and versions in order (a narrow, index-only query). */
  versions: (filter: F, page: Paged<P>, reader: Reader) => Promise<V[]>;
  /** The version a full row was read at. */
  versionOf: (row: R) => string;
  /** What the cache keeps for a row: its JSON, or the part that does not change per request. */
  entryOf: (row: R) => E;
  /** The item's JSON as UTF-8 pieces: the entry and whatever this request appends. */
  pieces: (entry: E, version: V, filter: F) => Buffer[];
}

/**
 * One way to answer a list: `{"success":true,"data":[…],"total":n}` for a page (the total from the page
 * itself when it proves it, otherwise from `total`), `{"success":true,"data":[…]}` streamed for a list
 * without `limit` (ADR 012). With `cached`, a page takes unchanged rows' JSON from the cache. `deps`
 * says where each statement runs (Reader).
 */
export function createPager<F, P extends Page, R, V extends RowVersion = RowVersion, E = Buffer>(
  deps: Pick<ServiceDeps, 'db' | 'reads'>,
  source: ListSource<F, P, R>,
  cached?: CachedPages<F, P, R, V, E>,
) {
  /** A search's page and count off the main connection; rows by id (a page's few) stay on it. */
  const readerOf = (filter: F): Reader => (source.isSearch?.(filter) ? deps.reads.slow() : deps.db);
  const countAll = (filter: F) => source.total(filter, readerOf(filter));
  /**
   * An unknown total is counted while the page is read, not before it, where both run on a read worker
   * (`reads.onWorkers`), whose every answer waits for a turn of this busy thread, so the request waits
   * once (ADR 021). Elsewhere the count goes first (ADR 010 §3).
   */
  const pagesWhileCounting = deps.reads.onWorkers;

  async function streamAll(filter: F, page: P): Promise<Readable> {
    const ids = await source.ids(filter, page, deps.reads.slow());
    const offset = page.offset ?? 0;
    // Ids past an offset prove the total, as a short page does; none past a non-zero offset prove nothing.
    let total: number | undefined;
    if (source.unpagedTotal) {
      total = ids.length > 0 || offset === 0 ? offset + ids.length : await countAll(filter);
    }
    return streamedRows(
      ids,
      (batch) => source.rowsById(batch, filter),
      source.idOf,
      (row) => source.toItem(row, filter),
      total,
    );
  }

  async function cachedItems(use: CachedPages<F, P, R, V, E>, filter: F, page: Paged<P>): Promise<ListBody> {
    const versions = await use.versions(filter, page, readerOf(filter));
    const entries = new Map<number, E>();
    const missing: number[] = [];
    for (const version of versions) {
      const hit = use.cache.lookup(version.id, version.version);
      if (hit === undefined) missing.push(version.id);
      else entries.set(version.id, hit);
    }
    for (const row of await source.rowsById(missing, filter)) {
      const id = source.idOf(row);
      entries.set(id, use.cache.store(id, use.versionOf(row), use.entryOf(row)));
    }
    const body = new ListBody();
    for (const version of versions) {
      const entry = entries.get(version.id);
      // Deleted between the two reads: left out.
      if (entry !== undefined) body.add(...use.pieces(entry, version, filter));
    }
    return body;
  }

  async function builtItems(filter: F, page: Paged<P>): Promise<ListBody> {
    const rows = await source.pageRows(filter, page, readerOf(filter));
    return ListBody.of(rows.map((row) => JSON.stringify(source.toItem(row, filter))));
  }

  /** The list's response body as UTF-8 JSON: a page at once, an unpaged list as a stream. */
  async function listJson(filter: F, page: P): Promise<Buffer | Readable> {
    const { limit } = page;
    if (limit === undefined) return streamAll(filter, page);
    const paged = { ...page, limit };
    const offset = page.offset ?? 0;
    if (!source.countsWithPage?.(filter)) {
      const body = await pageItems(filter, paged);
      return body.finish(totalFromPage(paged, body.length) ?? (await countAll(filter)));
    }
    if (pagesWhileCounting && source.knownTotal?.(filter) === undefined) {
      const [counted, body] = await Promise.all([countAll(filter), pageItems(filter, paged)]);
      return offset >= counted ? new ListBody().finish(counted) : body.finish(counted);
    }
    const counted = await countAll(filter);
    if (offset >= counted) return new ListBody().finish(counted);
    return (await pageItems(filter, paged)).finish(counted);
  }

  function pageItems(filter: F, page: Paged<P>): Promise<ListBody> {
    return cached?.cache.enabled === true ? cachedItems(cached, filter, page) : builtItems(filter, page);
  }

  /**
   * Every matching item in the list's order, whatever `limit` and `offset` say: what a CSV export
   * writes (docs/product/cockpit.md#csv-export). The ids are read first; the rows as the reader pulls.
   */
  async function items(filter: F, page: P): Promise<AsyncIterable<unknown>> {
    const ids = await source.ids(filter, { ...page, limit: undefined, offset: undefined }, deps.reads.slow());
    return itemsInOrder(
      ids,
      (batch) => source.rowsById(batch, filter),
      source.idOf,
      (row) => source.toItem(row, filter),
    );
  }

  /** Call after a row changed: its cached JSON is out of date (totals are the list's own, listTotals). */
  function forget(id: number): void {
    cached?.cache.forget(id);
  }

  return { listJson, items, forget };
}
