/** Stable React keys for a list that may repeat values: 'a', 'b', 'a#2'. */
export function occurrenceKeys(values: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return values.map((value) => {
    const count = (seen.get(value) ?? 0) + 1;
    seen.set(value, count);
    return count === 1 ? value : `${value}#${count}`;
  });
}
