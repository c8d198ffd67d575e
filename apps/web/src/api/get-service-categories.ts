import type { ServiceCategory } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ListResponse, unwrapList } from '@/lib/list-response';
import { catalogueKeys } from './catalogue-keys';

/** Every service category (tens of rows: screens filter and sort them on the client). */
export async function getServiceCategories(signal?: AbortSignal): Promise<ServiceCategory[]> {
  const body = await api.get<ListResponse<ServiceCategory>>('/admin/data/getSERVICE_CATEGORIES', { signal });
  return unwrapList<ServiceCategory>(body);
}

export const getServiceCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => getServiceCategories(signal),
  });

/** The categories in the server's order, for the Service Category screens. */
export function useServiceCategories() {
  return useQuery(getServiceCategoriesQueryOptions());
}

function byName(categories: ServiceCategory[]): ServiceCategory[] {
  return categories.toSorted((a, b) => a.service_name.localeCompare(b.service_name));
}

/**
 * The categories by name, for pickers (the Vendor List filter, Add Vendor). `enabled: false` waits
 * (e.g. until the filter menu first opens) so the first rows do not share the line.
 */
export function useServiceCategoriesByName({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getServiceCategoriesQueryOptions(), select: byName, staleTime: 5 * 60_000, enabled });
}
