import type { VendorComplaintListResponse } from '@seva/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString, unwrapList } from '@/lib/list-response';
import { type ComplaintPage, fromVendorComplaint } from '../complaint-view';
import { type ComplaintListParams, complaintsQueryKey } from './complaint-query';

/** GET /admin/data/getvendorscomplaints: one page of complaints made by vendors, newest first unless `sort=-age`. */
export async function getVendorComplaints(
  params: ComplaintListParams,
  signal?: AbortSignal,
): Promise<ComplaintPage> {
  const response = await api.get<VendorComplaintListResponse>(
    `/admin/data/getvendorscomplaints${toQueryString({ ...params })}`,
    { signal },
  );
  const items = unwrapList<VendorComplaintListResponse['data'][number]>(response).map(fromVendorComplaint);
  return { items, total: response.total ?? items.length };
}

export function getVendorComplaintsQueryOptions(params: ComplaintListParams) {
  return queryOptions({
    queryKey: complaintsQueryKey('vendor', params),
    queryFn: ({ signal }) => getVendorComplaints(params, signal),
  });
}
