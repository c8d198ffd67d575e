import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { JsonRowCache } from '../../lib/lists/json-row-cache';
import { ListBody } from '../../lib/lists/list-body';
import { searchCountCacheMs, totalFromPage } from '../../lib/lists/paging';
import { streamedRows } from '../../lib/lists/streamed-list';
import { CountCache } from '../../lib/lists/count-cache';
import { toCustomerPayment } from './payment-mapper';
import {
  type CustomerPaymentPage,
  countCustomerPayments,
  findCustomerPaymentRows,
  listCustomerPaymentIds,
  listCustomerPaymentRows,
} from './repository';

/** Payments are never changed once made, so one version fits all; entries still expire (ADR 007). */
const PAYMENT_VERSION = '';
const JSON_MAX_AGE_MS = 60_000;
/** A search page walks at most about this many rows in order before the trigram index is cheaper. */
const MAX_ROWS_TO_WALK = 5_000;

/**
 * The customer payments list as finished JSON bodies (ADR 007): a page reads its payment ids, takes the
 * payments' JSON from a cache and fetches only the missing ones; totals come from a short-lived cache.
 */
export function createCustomerPaymentLister(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  countCacheMs: number;
  /** Serialized payments kept (0 turns the cache off). */
  jsonCacheSize: number;
}) {
  const { db, dialect } = deps;
  // Payments are only read here, so nothing invalidates: a total may lag others' inserts by the cache time.
  const counts = new CountCache(deps.countCacheMs, undefined, undefined, true);
  const searchCounts = new CountCache(searchCountCacheMs(deps.countCacheMs), undefined, undefined, true);
  const jsonCache = new JsonRowCache(deps.jsonCacheSize, JSON_MAX_AGE_MS);

  /** Every match, streamed and built directly: lists without limit are rare, large and would churn the cache. */
  async function streamAll(q: string | undefined, page: CustomerPaymentPage): Promise<Readable> {
    const ids = await listCustomerPaymentIds(db, dialect, q, page);
    return streamedRows(
      ids,
      (batch) => findCustomerPaymentRows(db, batch),
      (row) => row.payment_id,
      toCustomerPayment,
    );
  }

  /** A page built without the cache (when it is turned off). */
  async function allItems(q: string | undefined, page: CustomerPaymentPage): Promise<string[]> {
    const rows = await listCustomerPaymentRows(db, dialect, q, page);
    return rows.map((row) => JSON.stringify(toCustomerPayment(row)));
  }

  async function pageItems(
    q: string | undefined,
    page: CustomerPaymentPage,
    scan: boolean,
  ): Promise<ListBody> {
    const ids = await listCustomerPaymentIds(db, dialect, q, page, scan);
    const found = new Map<number, Buffer>();
    const missing: number[] = [];
    for (const id of ids) {
      const json = jsonCache.lookup(id, PAYMENT_VERSION);
      if (json === undefined) missing.push(id);
      else found.set(id, json);
    }
    for (const row of await findCustomerPaymentRows(db, missing)) {
      found.set(
        row.payment_id,
        jsonCache.store(row.payment_id, PAYMENT_VERSION, JSON.stringify(toCustomerPayment(row))),
      );
    }
    const body = new ListBody();
    for (const id of ids) {
      const json = found.get(id);
      if (json) body.add(json);
    }
    return body;
  }

  const countOf = (q: string | undefined) =>
    (q ? searchCounts : counts).get(q ?? '', () => countCustomerPayments(db, dialect, q));

  /** The list's JSON body: a page at once, with its `total`; an unpaged list as a stream. */
  async function listJson(q: string | undefined, page: CustomerPaymentPage): Promise<Buffer | Readable> {
    const { limit } = page;
    if (limit === undefined) return streamAll(q, page);
    if (!jsonCache.enabled || !q) {
      const body = jsonCache.enabled ? await pageItems(q, page, false) : ListBody.of(await allItems(q, page));
      return body.finish(totalFromPage({ limit, offset: page.offset }, body.length) ?? (await countOf(q)));
    }
    // A search counts first (its total is needed anyway): the share of rows that match tells whether
    // walking the page's order and testing each row beats collecting every match from the index.
    const [total, all] = await Promise.all([countOf(q), countOf(undefined)]);
    // Nothing matches, or the page is past the end: no page query (it could walk the whole table).
    if ((page.offset ?? 0) >= total) return new ListBody().finish(total);
    const rowsToWalk = ((page.offset ?? 0) + limit) * (all / Math.max(total, 1));
    return (await pageItems(q, page, rowsToWalk <= MAX_ROWS_TO_WALK)).finish(total);
  }

  return { listJson };
}
