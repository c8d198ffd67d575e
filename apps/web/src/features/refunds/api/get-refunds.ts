import {
  type RefundListResponse,
  type RefundSortField,
  type RefundStatus,
  refundSortFields,
} from '@seva/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { refundKeys } from '@/api/refund-keys';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-response';
import { type ListSort, sortParam } from '@/lib/url-params';

/** The refunds list's path, also its CSV export's. */
export const REFUNDS_API_PATH = '/admin/data/refunds';

/** Newest first (`-refund_id`) unless a header asks otherwise. */
export const REFUNDS_SORT = sortParam(refundSortFields, '-refund_id');

export interface RefundsQuery {
  status: RefundStatus | null;
  /** The customer's name contains this (case-insensitive); '' for all. */
  q: string;
  limit: number;
  offset: number;
  sort: ListSort<RefundSortField>;
}

export function getRefunds(query: RefundsQuery): Promise<RefundListResponse> {
  const params = toQueryString({
    status: query.status,
    q: query.q,
    sort: query.sort,
    limit: query.limit,
    offset: query.offset,
  });
  return api.get<RefundListResponse>(`${REFUNDS_API_PATH}${params}`);
}

/** One page of GET /admin/data/refunds. */
export function getRefundsQueryOptions(query: RefundsQuery) {
  return queryOptions({
    queryKey: [...refundKeys.lists(), query],
    queryFn: () => getRefunds(query),
  });
}

/** The previous page stays on screen while the next one loads; the refund live events refresh it. */
export function useRefunds(query: RefundsQuery) {
  return useQuery({ ...getRefundsQueryOptions(query), placeholderData: keepPreviousData });
}
