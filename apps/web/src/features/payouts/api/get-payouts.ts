import {
  type PayoutListResponse,
  type PayoutSortField,
  type PayoutStatus,
  payoutSortFields,
} from '@seva/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-response';
import { type ListSort, sortParam } from '@/lib/url-params';
import { payoutKeys } from './payout-keys';

/** The payouts list's path, also its CSV export's and the payout run's. */
export const PAYOUTS_API_PATH = '/admin/data/payouts';

/** Newest first (`-payout_id`) unless a header asks otherwise. */
export const PAYOUTS_SORT = sortParam(payoutSortFields, '-payout_id');

export interface PayoutsQuery {
  status: PayoutStatus | null;
  limit: number;
  offset: number;
  sort: ListSort<PayoutSortField>;
}

export function getPayouts(query: PayoutsQuery): Promise<PayoutListResponse> {
  const params = toQueryString({
    status: query.status,
    sort: query.sort,
    limit: query.limit,
    offset: query.offset,
  });
  return api.get<PayoutListResponse>(`${PAYOUTS_API_PATH}${params}`);
}

/** One page of GET /admin/data/payouts. */
export function getPayoutsQueryOptions(query: PayoutsQuery) {
  return queryOptions({
    queryKey: [...payoutKeys.lists(), query],
    queryFn: () => getPayouts(query),
  });
}

/** The previous page stays on screen while the next one loads; the payout live events refresh it. */
export function usePayouts(query: PayoutsQuery) {
  return useQuery({ ...getPayoutsQueryOptions(query), placeholderData: keepPreviousData });
}
