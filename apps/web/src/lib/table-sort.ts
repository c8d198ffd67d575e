import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import type { ListSort } from './url-params';

/**
 * A table whose rows the server sorts (docs/guiding-principles.md, "page and search a list"): the sort as
 * the URL keeps it, the fields the server takes (the contract's), and what a header click asks for. A
 * column is sortable with `sortable: true`; it sorts by its `sortKey`, else its accessor.
 */
export interface TableSort<F extends string> {
  value: ListSort<F>;
  fields: readonly F[];
  onChange: (sort: ListSort<F>) => void;
}

const keyOf = <T>(column: DataTableColumn<T>) => column.sortKey ?? String(column.accessor);

/** The header state of `sort`: the column that sorts by its field, or none (the list's default order). */
export function sortStatusOf<T>(
  sort: string,
  columns: readonly DataTableColumn<T>[],
): DataTableSortStatus<T> {
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const column = columns.find((c) => c.sortable && keyOf(c) === field);
  return {
    columnAccessor: column ? column.accessor : field,
    sortKey: field,
    direction: descending ? 'desc' : 'asc',
  };
}

/** The sort a header click asks for; undefined for a column the server does not sort by. */
export function sortOfStatus<T, F extends string>(
  status: DataTableSortStatus<T>,
  fields: readonly F[],
): ListSort<F> | undefined {
  const field = status.sortKey ?? String(status.columnAccessor);
  if (!(fields as readonly string[]).includes(field)) return undefined;
  return (status.direction === 'desc' ? `-${field}` : field) as ListSort<F>;
}
