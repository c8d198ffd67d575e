import type { Dashboard, DashboardDays, DashboardResponse } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every period's dashboard (live-event-queries.ts refreshes them all). */
export const DASHBOARD_KEY = ['dashboard'] as const;
export const dashboardQueryKey = (days: DashboardDays) => [...DASHBOARD_KEY, days] as const;

/** GET /admin/dashboard?days=: the KPIs and the per-day series (docs/product/cockpit.md#dashboard). */
export async function getDashboard(days: DashboardDays, signal?: AbortSignal): Promise<Dashboard> {
  const response = await api.get<DashboardResponse>(`/admin/dashboard?days=${days}`, { signal });
  return response.data;
}

export function getDashboardQueryOptions(days: DashboardDays) {
  return queryOptions({
    queryKey: dashboardQueryKey(days),
    queryFn: ({ signal }) => getDashboard(days, signal),
  });
}

/**
 * The dashboard of the last `days` days; the previous period stays on screen while another loads. Every
 * write anywhere may move its figures, so each visit asks again (showing the last answer meanwhile), and a
 * live event refreshes it while it is open (app/live-events/live-event-queries.ts).
 */
export function useDashboard(days: DashboardDays) {
  return useQuery({
    ...getDashboardQueryOptions(days),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}
