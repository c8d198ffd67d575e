import type { SubscriptionPlan } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ListResponse, unwrapList } from '@/lib/list-response';
import { subscriptionKeys } from './subscription-keys';

/** Every plan (a handful of rows: the table searches on the client, docs/product/api.md#search). */
export async function getSubscriptions(signal?: AbortSignal): Promise<SubscriptionPlan[]> {
  const body = await api.get<ListResponse<SubscriptionPlan>>('/admin/data/getSUBSCRIPTIONS', { signal });
  return unwrapList<SubscriptionPlan>(body);
}

export const getSubscriptionsQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.all, queryFn: ({ signal }) => getSubscriptions(signal) });

export function useSubscriptions() {
  return useQuery(getSubscriptionsQueryOptions());
}
