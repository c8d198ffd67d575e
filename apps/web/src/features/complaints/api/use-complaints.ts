import { useQuery } from '@tanstack/react-query';
import type { ComplaintKind } from '../complaint-view';
import type { ComplaintListParams } from './complaint-query';
import { getCustomerComplaintsQueryOptions } from './get-customer-complaints';
import { getVendorComplaintsQueryOptions } from './get-vendor-complaints';

/**
 * One page of vendor or customer complaints. While the next page or search loads, the previous page
 * of the same kind stays on screen; switching kind never shows the other kind's rows.
 */
export function useComplaints(kind: ComplaintKind, params: ComplaintListParams) {
  const options =
    kind === 'vendor' ? getVendorComplaintsQueryOptions(params) : getCustomerComplaintsQueryOptions(params);
  return useQuery({
    ...options,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === kind ? previous : undefined,
  });
}
