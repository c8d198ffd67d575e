import type { AuditAdminsResponse } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /admin/audit/admins: every admin by name. */
export function getAdmins(): Promise<AuditAdminsResponse> {
  return api.get<AuditAdminsResponse>('/admin/audit/admins');
}

/** The audit log's admin filter and the complaints' assignee picker choose from these. */
export function getAdminsQueryOptions() {
  return queryOptions({ queryKey: ['audit', 'admins'], queryFn: getAdmins });
}

export function useAdmins() {
  return useQuery(getAdminsQueryOptions());
}
