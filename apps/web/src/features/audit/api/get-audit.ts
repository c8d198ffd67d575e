import type { AuditListResponse } from '@seva/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-response';

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
  const params = toQueryString({ ...auditFilterParams(query), limit: query.limit, offset: query.offset });
  return api.get<AuditListResponse>(`/admin/audit${params}`);
}

/** One page of the audit trail, newest first. */
export function getAuditQueryOptions(query: AuditQuery) {
  return queryOptions({ queryKey: ['audit', 'list', query], queryFn: () => getAudit(query) });
}

export function useAudit(query: AuditQuery) {
  return useQuery({ ...getAuditQueryOptions(query), placeholderData: keepPreviousData });
}
