import type { SubService } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '@/api/catalogue-keys';
import { api } from '@/lib/api-client';
import { type ListResponse, unwrapList } from '@/lib/list-response';

/** Every sub-service; the screens pick a category's by service_cat_id on the client (docs/product/catalogue.md#service-category-screen). */
export async function getSubServices(signal?: AbortSignal): Promise<SubService[]> {
  const body = await api.get<ListResponse<SubService>>('/admin/data/getSERVICES', { signal });
  return unwrapList<SubService>(body);
}

export const getSubServicesQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.subServices(), queryFn: ({ signal }) => getSubServices(signal) });

export function useSubServices() {
  return useQuery(getSubServicesQueryOptions());
}
