import type { SubService } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/api/catalogue-keys';
import { api } from '@/lib/api-client';

export function deleteSubService(id: number): Promise<unknown> {
  return api.delete(`/admin/data/deleteSERVICES/${id}`);
}

/** docs/product/catalogue.md#deletes: a delete removes the item and the list is fetched again. */
export function useDeleteSubService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubService,
    onSuccess: (_, id) => {
      queryClient.setQueryData<SubService[]>(catalogueKeys.subServices(), (list) =>
        list?.filter((item) => item.service_id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.subServices() });
    },
  });
}
