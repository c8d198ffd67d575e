/** A sort key as a list shows it: a value, several (compared in turn), or null for none. */
export type SortKey = string | number | null | (string | number | null)[];

const parts = (key: SortKey) => ([] as (string | number | null)[]).concat(key);

const isMissing = (key: SortKey) => parts(key).every((part) => part === null);

function compareKeys(a: SortKey, b: SortKey): number {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < x.length; i++) {
    if (x[i] === y[i]) continue;
    return (x[i] as string | number) < (y[i] as string | number) ? -1 : 1;
  }
  return 0;
}

/**
 * The ids of `rows` in the order a list sorted by `keyOf` must answer (docs/product/api.md#lists): by the
 * key in `direction`, a row without one (null) last either way, ties by the id in the same direction.
 */
export function expectedOrder<R>(
  rows: readonly R[],
  idOf: (row: R) => number,
  keyOf: (row: R) => SortKey,
  direction: 'asc' | 'desc',
): number[] {
  const sign = direction === 'desc' ? -1 : 1;
  const missing = (row: R) => isMissing(keyOf(row));
  return [...rows]
    .sort((a, b) => {
      if (missing(a) !== missing(b)) return missing(a) ? 1 : -1;
      return sign * (compareKeys(keyOf(a), keyOf(b)) || idOf(a) - idOf(b));
    })
    .map(idOf);
}

/** Whether two of `rows` share a key (a fixture that tests the tie-breaker). */
export function hasTies<R>(rows: readonly R[], keyOf: (row: R) => SortKey): boolean {
  const keys = rows.filter((row) => !isMissing(keyOf(row))).map((row) => JSON.stringify(keyOf(row)));
  return new Set(keys).size < keys.length;
}

/** Whether some of `rows` have no key (a fixture that tests where those go). */
export function hasMissing<R>(rows: readonly R[], keyOf: (row: R) => SortKey): boolean {
  return rows.some((row) => isMissing(keyOf(row)));
}
