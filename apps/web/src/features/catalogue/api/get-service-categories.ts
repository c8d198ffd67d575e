import type { ServiceCategory } from '@seva/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ListResponse, unwrapList } from '@/lib/list-response';
import { catalogueKeys } from './catalogue-keys';

/** Every category in the screen shape (tens of rows: the list filters on the client, SPEC §5). */
export async function getServiceCategories(signal?: AbortSignal): Promise<ServiceCategory[]> {
  const body = await api.get<ListResponse<ServiceCategory>>('/admin/data/getSERVICE_CATEGORIES', { signal });
  return unwrapList<ServiceCategory>(body);
}

export function useServiceCategories() {
  return useQuery({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => getServiceCategories(signal),
  });
}
