import type { AuditAdminsResponse } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getAuditAdmins(): Promise<AuditAdminsResponse> {
  return api.get<AuditAdminsResponse>('/admin/audit/admins');
}

/** Every admin by name: the admin filter's choices. */
export function getAuditAdminsQueryOptions() {
  return queryOptions({ queryKey: ['audit', 'admins'], queryFn: getAuditAdmins });
}

export function useAuditAdmins() {
  return useQuery(getAuditAdminsQueryOptions());
}
