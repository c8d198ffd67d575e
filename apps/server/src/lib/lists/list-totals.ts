import type { Kysely } from 'kysely';
import { changeMarkOf } from '../../db/change-mark';
import type { Database } from '../../db/schema';
import { slowReads } from '../../db/slow-reads';
import { CountCache } from './count-cache';
import { mainConnection, type ReadOn } from './pager';
import { searchCountCacheMs } from './paging';

/**
 * A list's totals through the count cache (ADR 007 §3, ADR 010 §3): an expired total is answered while
 * one query refreshes it, a text search's total is kept longer, and invalidate() (a write through this
 * process) forgets them all at once. A search's count runs through `slowReads` (ADR 020), after the
 * statements requests wait for when it refreshes a total already answered; a plain count stays on the
 * main connection, where it is quick and rarely overlaps a write: a count that a write lands during is
 * not kept, so on the read worker, under steady writes, it would seldom be cached. An expired total is
 * kept without counting while no row of the database has changed (db/change-mark.ts).
 */
export function listTotals<F>(
  deps: { db: Kysely<Database>; countCacheMs: number },
  list: {
    count: (filter: F, on: ReadOn) => Promise<number>;
    /** One key per distinct filter. */
    keyOf: (filter: F) => string;
    isSearch: (filter: F) => boolean;
    /** The count depends on the time as well as on the rows (a view of subscriptions not yet expired). */
    isTimed?: (filter: F) => boolean;
  },
) {
  const changeMark = changeMarkOf(deps.db);
  const plain = new CountCache({ ttlMs: deps.countCacheMs, serveStale: true, changeMark });
  const search = new CountCache({
    ttlMs: searchCountCacheMs(deps.countCacheMs),
    serveStale: true,
    changeMark,
  });
  return {
    of(filter: F): Promise<number> {
      const key = list.keyOf(filter);
      const timed = list.isTimed?.(filter) ?? false;
      if (!list.isSearch(filter)) return plain.get(key, () => list.count(filter, mainConnection), timed);
      return search.get(key, (priority) => list.count(filter, (db) => slowReads(db, priority)), timed);
    },
    /** The total of() would answer without waiting for a count, if it has one (CountCache.peek). */
    known(filter: F): number | undefined {
      const key = list.keyOf(filter);
      return list.isSearch(filter) ? search.peek(key) : plain.peek(key);
    },
    invalidate(): void {
      plain.invalidate();
      search.invalidate();
    },
  };
}
