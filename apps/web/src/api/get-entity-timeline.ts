import type { AuditTimelineResponse } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One entity's history from the audit log, oldest first (docs/product/cockpit.md#audit-trail). */
export function getEntityTimeline(entity: string, id: string | number): Promise<AuditTimelineResponse> {
  return api.get<AuditTimelineResponse>(
    `/admin/audit/entities/${encodeURIComponent(entity)}/${encodeURIComponent(String(id))}`,
  );
}

/** The key of one entity's timeline; without `id`, the prefix of every timeline of that kind of entity. */
export function entityTimelineKey(entity: string, id?: string | number) {
  return id === undefined
    ? (['audit', 'timeline', entity] as const)
    : (['audit', 'timeline', entity, String(id)] as const);
}

export function getEntityTimelineQueryOptions(entity: string, id: string | number) {
  return queryOptions({
    queryKey: entityTimelineKey(entity, id),
    queryFn: () => getEntityTimeline(entity, id),
  });
}

export function useEntityTimeline(entity: string, id: string | number) {
  return useQuery(getEntityTimelineQueryOptions(entity, id));
}
