import type { ServiceDeps } from '../service-deps';
import { CountCache } from './count-cache';
import type { Reader } from './pager';
import { searchCountCacheMs } from './paging';

/**
 * A list's totals through the count cache (ADR 007 §3, ADR 010 §3): an expired total is answered while
 * one query refreshes it, a text search's total is kept longer, and invalidate() (a write through this
 * process) forgets them all at once. A search's count runs on `deps.reads.slow()` (ADR 021), after the
 * statements requests wait for when it refreshes a total already answered; a plain count stays on the
 * main connection, where it is quick and rarely overlaps a write: a count that a write lands during is
 * not kept, so on the read worker, under steady writes, it would seldom be cached. An expired total is
 * kept without counting while no row of the database has changed (`deps.changeMark`, ADR 022). The
 * totals are kept for `config.listCountCacheMs`.
 */
export function listTotals<F>(
  deps: Pick<ServiceDeps, 'db' | 'reads' | 'changeMark' | 'config'>,
  list: {
    count: (filter: F, reader: Reader) => Promise<number>;
    /** One key per distinct filter. */
    keyOf: (filter: F) => string;
    isSearch: (filter: F) => boolean;
    /** The count depends on the time as well as on the rows (a view of subscriptions not yet expired). */
    isTimed?: (filter: F) => boolean;
  },
) {
  const { changeMark } = deps;
  const countCacheMs = deps.config.listCountCacheMs;
  const plain = new CountCache({ ttlMs: countCacheMs, serveStale: true, changeMark });
  const search = new CountCache({
    ttlMs: searchCountCacheMs(countCacheMs),
    serveStale: true,
    changeMark,
  });
  return {
    of(filter: F): Promise<number> {
      const key = list.keyOf(filter);
      const timed = list.isTimed?.(filter) ?? false;
      if (!list.isSearch(filter)) return plain.get(key, () => list.count(filter, deps.db), timed);
      return search.get(key, (priority) => list.count(filter, deps.reads.slow(priority)), timed);
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
