import type { SubService } from '@seva/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ListResponse, unwrapList } from '@/lib/list-response';
import { catalogueKeys } from './catalogue-keys';

/** Every sub-service; the screens pick a category's by service_cat_id on the client (SPEC §5). */
export async function getSubServices(signal?: AbortSignal): Promise<SubService[]> {
  const body = await api.get<ListResponse<SubService>>('/admin/data/getSERVICES', { signal });
  return unwrapList<SubService>(body);
}

export function useSubServices() {
  return useQuery({ queryKey: catalogueKeys.subServices(), queryFn: ({ signal }) => getSubServices(signal) });
}
