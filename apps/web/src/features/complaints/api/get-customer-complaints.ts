import type { CustomerComplaintListResponse } from '@seva/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString, unwrapList } from '@/lib/list-response';
import { type ComplaintPage, fromCustomerComplaint } from '../complaint-view';
import { type ComplaintListParams, complaintsQueryKey } from './complaint-query';

/** GET /admin/data/getCUSTOMERCOMPLAINTS: one page of complaints made by customers, newest first unless `sort=-age`. */
export async function getCustomerComplaints(
  params: ComplaintListParams,
  signal?: AbortSignal,
): Promise<ComplaintPage> {
  const response = await api.get<CustomerComplaintListResponse>(
    `/admin/data/getCUSTOMERCOMPLAINTS${toQueryString({ ...params })}`,
    { signal },
  );
  const items =
    unwrapList<CustomerComplaintListResponse['data'][number]>(response).map(fromCustomerComplaint);
  return { items, total: response.total ?? items.length };
}

export function getCustomerComplaintsQueryOptions(params: ComplaintListParams) {
  return queryOptions({
    queryKey: complaintsQueryKey('customer', params),
    queryFn: ({ signal }) => getCustomerComplaints(params, signal),
  });
}
