import { useCallback, useMemo, useState } from 'react';

/** The rows a screen has selected for a bulk action, and how to change them. */
export interface RowSelection<T> {
  /** The selected rows among those shown, in the order shown. */
  selected: T[];
  isSelected: (record: T) => boolean;
  /** Selects or unselects one row. */
  toggle: (record: T, selected: boolean) => void;
  /** Replaces the selection (what a table's header checkbox does). */
  setSelected: (records: T[]) => void;
  clear: () => void;
}

/**
 * The one row selection of the bulk actions (docs/product/vendors.md#bulk-actions): kept by id, and only
 * the rows shown count, so a new page, search or filter leaves the others out without a reset, while a
 * background refresh of the same rows keeps them selected.
 */
export function useRowSelection<T>(records: readonly T[], idOf: (record: T) => number): RowSelection<T> {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  const selected = useMemo(() => records.filter((record) => ids.has(idOf(record))), [records, ids, idOf]);
  const isSelected = useCallback((record: T) => ids.has(idOf(record)), [ids, idOf]);
  const toggle = useCallback(
    (record: T, on: boolean) =>
      setIds((current) => {
        const next = new Set(current);
        if (on) next.add(idOf(record));
        else next.delete(idOf(record));
        return next;
      }),
    [idOf],
  );
  const setSelected = useCallback((rows: T[]) => setIds(new Set(rows.map(idOf))), [idOf]);
  const clear = useCallback(() => setIds(new Set()), []);
  return { selected, isSelected, toggle, setSelected, clear };
}
