import type { InsertSubServiceBody, SubService } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/api/catalogue-keys';
import { api } from '@/lib/api-client';

export async function createSubService(input: InsertSubServiceBody): Promise<SubService> {
  const body = await api.post<{ data: SubService }>('/admin/data/insertSERVICES', input);
  return body.data;
}

export function useCreateSubService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubService,
    onSuccess: (subService) =>
      queryClient.setQueryData<SubService[]>(catalogueKeys.subServices(), (list) =>
        list ? [...list, subService] : list,
      ),
  });
}
