import { CountCache } from './count-cache';
import { searchCountCacheMs } from './paging';

/**
 * A list's totals through the count cache (ADR 007 §3, ADR 010 §3): an expired total is answered while
 * one query refreshes it, a text search's total is kept longer, and invalidate() (a write through this
 * process) forgets them all at once.
 */
export function listTotals<F>(
  countCacheMs: number,
  list: {
    count: (filter: F) => Promise<number>;
    /** One key per distinct filter. */
    keyOf: (filter: F) => string;
    isSearch: (filter: F) => boolean;
  },
) {
  const plain = new CountCache(countCacheMs, undefined, undefined, true);
  const search = new CountCache(searchCountCacheMs(countCacheMs), undefined, undefined, true);
  return {
    of(filter: F): Promise<number> {
      return (list.isSearch(filter) ? search : plain).get(list.keyOf(filter), () => list.count(filter));
    },
    invalidate(): void {
      plain.invalidate();
      search.invalidate();
    },
  };
}
