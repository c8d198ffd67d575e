import { type AuditListResponse, type AuditSortField, auditSortFields } from '@seva/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-response';
import { type ListSort, sortParam } from '@/lib/url-params';

/** The trail's order: newest first (`-id`), or oldest first (`id`), as the entries were written. */
export const AUDIT_SORT = sortParam(auditSortFields, '-id');

/** The audit trail's filters as the screen holds them ('' or null for none). */
export interface AuditFilters {
  adminId: string | null;
  action: string;
  entity: string | null;
  entityId: string;
  /** Asia/Kolkata days, `YYYY-MM-DD`. */
  from: string | null;
  to: string | null;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  adminId: null,
  action: '',
  entity: null,
  entityId: '',
  from: null,
  to: null,
};

export interface AuditQuery extends AuditFilters {
  q: string;
  limit: number;
  offset: number;
  sort: ListSort<AuditSortField>;
}

/** The trail's filters and search as query parameters: one page of it, or its CSV export. */
export function auditFilterParams(query: AuditFilters & { q: string }) {
  return {
    admin_id: query.adminId,
    action: query.action.trim(),
    entity: query.entity,
    entity_id: query.entityId.trim(),
    from: query.from,
    to: query.to,
    q: query.q,
  };
}

export function getAudit(query: AuditQuery): Promise<AuditListResponse> {
  const params = toQueryString({
    ...auditFilterParams(query),
    sort: query.sort,
    limit: query.limit,
    offset: query.offset,
  });
  return api.get<AuditListResponse>(`/admin/audit${params}`);
}

/** One page of the audit trail, newest first unless `sort` says oldest first. */
export function getAuditQueryOptions(query: AuditQuery) {
  return queryOptions({ queryKey: ['audit', 'list', query], queryFn: () => getAudit(query) });
}

export function useAudit(query: AuditQuery) {
  return useQuery({ ...getAuditQueryOptions(query), placeholderData: keepPreviousData });
}
