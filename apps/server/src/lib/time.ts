/** ISO-8601 UTC text, the timestamp format of every column. */
export const isoNow = (): string => new Date().toISOString();
export const isoIn = (ms: number): string => new Date(Date.now() + ms).toISOString();

/**
 * Now, but always later than `previous`: updated_at is the version the list caches check
 * (docs/decisions/007-vendor-list-hot-path.md), so two changes of one row within a millisecond must
 * still get different stamps.
 */
export function stampAfter(previous: string, now: number = Date.now()): string {
  const last = Date.parse(previous);
  return new Date(Number.isNaN(last) ? now : Math.max(now, last + 1)).toISOString();
}
