import type { DataTableColumn } from 'mantine-datatable';

/**
 * A table column of StatusBadges, as wide as the longest word it can show: on every page, not only on
 * pages that happen to hold that word. `ch` is measured in the cell's 14 px font, wider than the badge's
 * 11 px label, so the word always fits; 2.75rem is the badge's padding and the cell's.
 * The badge itself never shrinks, so even a word missing from `words` widens the column, never truncates.
 */
export function statusColumn<T>(column: DataTableColumn<T>, words: readonly string[]): DataTableColumn<T> {
  const longest = Math.max(...words.map((word) => word.length));
  return { ...column, width: `calc(${longest}ch + 2.75rem)` };
}
