import type { SubService, UpdateSubServiceBody } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/api/catalogue-keys';
import { api } from '@/lib/api-client';

export async function updateSubService(input: UpdateSubServiceBody): Promise<SubService> {
  const body = await api.put<{ data: SubService }>('/admin/data/updateSERVICES', input);
  return body.data;
}

/** docs/product/catalogue.md#catalogue-rules: an update replaces the item. */
export function useUpdateSubService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubService,
    onSuccess: (subService) =>
      queryClient.setQueryData<SubService[]>(catalogueKeys.subServices(), (list) =>
        list?.map((item) => (item.service_id === subService.service_id ? subService : item)),
      ),
  });
}
