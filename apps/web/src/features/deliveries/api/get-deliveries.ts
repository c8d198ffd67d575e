import {
  type OutboxListResponse,
  type OutboxSortField,
  type OutboxStatus,
  outboxSortFields,
} from '@seva/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-response';
import { type ListSort, sortParam } from '@/lib/url-params';

/** Every deliveries query starts with this key (the live events refresh them all). */
export const DELIVERIES_KEY = ['deliveries'] as const;

/** Newest first (`-id`), or oldest first (`id`): the order they were enqueued. */
export const DELIVERIES_SORT = sortParam(outboxSortFields, '-id');

/** While the screen is open its page is asked again this often: attempts move on their own. */
export const DELIVERIES_REFRESH_MS = 10_000;

export interface DeliveriesFilters {
  status: OutboxStatus | null;
  kind: string | null;
}

export interface DeliveriesQuery extends DeliveriesFilters {
  limit: number;
  offset: number;
  sort: ListSort<OutboxSortField>;
}

export function getDeliveries(query: DeliveriesQuery): Promise<OutboxListResponse> {
  const params = toQueryString({
    status: query.status,
    kind: query.kind,
    sort: query.sort,
    limit: query.limit,
    offset: query.offset,
  });
  return api.get<OutboxListResponse>(`/admin/outbox${params}`);
}

/** One page of GET /admin/outbox. */
export function getDeliveriesQueryOptions(query: DeliveriesQuery) {
  return queryOptions({
    queryKey: [...DELIVERIES_KEY, 'list', query],
    queryFn: () => getDeliveries(query),
  });
}

export function useDeliveries(query: DeliveriesQuery) {
  return useQuery({
    ...getDeliveriesQueryOptions(query),
    placeholderData: keepPreviousData,
    refetchInterval: DELIVERIES_REFRESH_MS,
  });
}
