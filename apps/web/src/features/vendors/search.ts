import { isVendorSortField, type VendorSort } from '@seva/contract';
import type { DataTableSortStatus } from 'mantine-datatable';

/** The server's `sort` for a table sort status; undefined (server default) for a column it cannot sort. */
export function toSort<T>(status: DataTableSortStatus<T>): VendorSort | undefined {
  const field = String(status.columnAccessor);
  if (!isVendorSortField(field)) return undefined;
  return status.direction === 'desc' ? `-${field}` : field;
}

/** The table sort status of a server `sort` (`-field` is descending). */
export function fromSort<T>(sort: VendorSort | undefined): DataTableSortStatus<T> {
  const text = sort ?? '-vendor_id';
  const descending = text.startsWith('-');
  return {
    columnAccessor: (descending ? text.slice(1) : text) as DataTableSortStatus<T>['columnAccessor'],
    direction: descending ? 'desc' : 'asc',
  };
}
