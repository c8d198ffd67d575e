import type { VendorSort, VendorSortField } from '@seva/contract';
import type { DataTableSortStatus } from 'mantine-datatable';

/** Fields the server sorts vendor lists by (contract vendorSortFields; that file carries zod). */
const SORT_FIELDS: ReadonlySet<string> = new Set<VendorSortField>([
  'vendor_id',
  'vendor_name',
  'vendor_email',
  'vendor_mobile',
  'name_of_bussiness',
  'bussiness_category',
  'created_at',
  'approved_date',
  'rejected_date',
  'blocked_date',
  'subscription_name',
  'subscription_price',
  'subscription_start_date',
  'subscription_expiry_date',
  'payment_date',
]);

/** The server's `sort` for a table sort status; undefined (server default) for a column it cannot sort. */
export function toSort<T>(status: DataTableSortStatus<T>): VendorSort | undefined {
  const field = String(status.columnAccessor);
  if (!SORT_FIELDS.has(field)) return undefined;
  return (status.direction === 'desc' ? `-${field}` : field) as VendorSort;
}
