import type { InsertServiceCategoryBody, ServiceCategory } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/api/catalogue-keys';
import { api } from '@/lib/api-client';

export type CreateServiceCategoryInput = Omit<InsertServiceCategoryBody, 'service_cat_id'>;

export async function createServiceCategory(input: CreateServiceCategoryInput): Promise<ServiceCategory> {
  const body = await api.post<{ data: ServiceCategory }>('/admin/data/insertSERVICE_CATEGORIES', input);
  return body.data;
}

/** docs/product/catalogue.md#catalogue-rules: a category add appends locally. */
export function useCreateServiceCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceCategory,
    onSuccess: (category) =>
      queryClient.setQueryData<ServiceCategory[]>(catalogueKeys.categories(), (list) =>
        list ? [...list, category] : list,
      ),
  });
}
