import type { ServiceCategory, UpdateServiceCategoryBody } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/api/catalogue-keys';
import { api } from '@/lib/api-client';

export async function updateServiceCategory(input: UpdateServiceCategoryBody): Promise<ServiceCategory> {
  const body = await api.put<{ data: ServiceCategory }>('/admin/data/updateSERVICE_CATEGORIES', input);
  return body.data;
}

/** docs/product/catalogue.md#catalogue-rules: an update replaces the item. */
export function useUpdateServiceCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceCategory,
    onSuccess: (category) =>
      queryClient.setQueryData<ServiceCategory[]>(catalogueKeys.categories(), (list) =>
        list?.map((item) => (item.service_cat_id === category.service_cat_id ? category : item)),
      ),
  });
}
