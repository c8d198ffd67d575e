import type { ServiceCategory } from '@seva/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ListResponse, unwrapList } from '@/lib/list-response';

/** The service categories, by name, for the Vendor List filter and the add-vendor form. */
export async function getServiceCategories(signal?: AbortSignal): Promise<ServiceCategory[]> {
  const body = await api.get<ListResponse<ServiceCategory>>(
    '/admin/data/getSERVICE_CATEGORIES?sort=service_name',
    {
      signal,
    },
  );
  return unwrapList<ServiceCategory>(body);
}

/** `enabled: false` waits (e.g. until the filter menu first opens) so the first rows do not share the line. */
export function useServiceCategories({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['vendor-category-options'],
    queryFn: ({ signal }) => getServiceCategories(signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}
