import type { ServiceCategory } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/api/catalogue-keys';
import { api } from '@/lib/api-client';

export function deleteServiceCategory(id: number): Promise<unknown> {
  return api.delete(`/admin/data/deleteSERVICE_CATEGORIES/${id}`);
}

/** docs/product/catalogue.md#deletes: a delete removes the item and the list is fetched again. */
export function useDeleteServiceCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServiceCategory,
    onSuccess: (_, id) => {
      queryClient.setQueryData<ServiceCategory[]>(catalogueKeys.categories(), (list) =>
        list?.filter((item) => item.service_cat_id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.categories() });
    },
  });
}
