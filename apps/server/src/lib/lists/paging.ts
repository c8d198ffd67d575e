import { MAX_DB_ID } from '@seva/contract';

/**
 * SQLite wants a LIMIT before an OFFSET; this one means "no limit" on both databases: no table holds
 * more rows than its largest id.
 */
export const NO_LIMIT = MAX_DB_ID;

export interface Page<S extends string = string> {
  limit?: number;
  offset?: number;
  /** A field name, `-field` for descending. */
  sort?: S;
}

export interface SortOrder<C extends string> {
  column: C;
  direction: 'asc' | 'desc';
}

/** `-field` → { column: 'field', direction: 'desc' }; no sort → `fallback`. */
export function sortOrder<C extends string>(
  sort: C | `-${C}` | undefined,
  fallback: C | `-${C}`,
): SortOrder<C> {
  const chosen = sort ?? fallback;
  return chosen.startsWith('-')
    ? { column: chosen.slice(1) as C, direction: 'desc' }
    : { column: chosen as C, direction: 'asc' };
}

/**
 * The total of a paged list when the page itself proves it: a short page that is not past the end is
 * the end of the list. Otherwise undefined, and the caller counts.
 */
export function totalFromPage(
  page: { limit: number; offset?: number },
  returned: number,
): number | undefined {
  const offset = page.offset ?? 0;
  if (returned < page.limit && (returned > 0 || offset === 0)) return offset + returned;
  return undefined;
}

/**
 * How long a search total may be reused (ADR 008): counting every match of a common term costs tens of
 * milliseconds at 300 000 rows, and each term has its own total. Writes through this process still clear
 * totals at once; 0 (no caching) stays 0.
 */
export function searchCountCacheMs(listCountCacheMs: number): number {
  return listCountCacheMs === 0 ? 0 : Math.max(listCountCacheMs, 10_000);
}
