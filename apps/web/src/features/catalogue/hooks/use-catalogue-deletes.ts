import { notifications } from '@mantine/notifications';
import type { ServiceCategory, SubService } from '@seva/contract';
import { useState } from 'react';
import { messageOr } from '@/lib/api-error';
import { useDeleteServiceCategory } from '../api/delete-service-category';
import { useDeleteSubService } from '../api/delete-sub-service';
import { CatalogueTexts } from '../texts';

export type DeleteTarget =
  | { kind: 'category'; category: ServiceCategory }
  | { kind: 'sub-service'; subService: SubService };

/**
 * docs/product/catalogue.md#deletes: deletes ask first; on success they alert and the list is fetched again, on failure they
 * alert with the reason ('Failed to delete service category: {reason}').
 */
export function useCatalogueDeletes(options: { onCategoryDeleted?: (id: number) => void } = {}) {
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const deleteCategory = useDeleteServiceCategory();
  const deleteSubService = useDeleteSubService();

  async function confirm() {
    if (!target) return;
    if (target.kind === 'category') {
      const id = target.category.service_cat_id;
      try {
        await deleteCategory.mutateAsync(id);
        notifications.show({ color: 'teal', message: CatalogueTexts.categoryDeleted });
        options.onCategoryDeleted?.(id);
      } catch (error) {
        const reason = messageOr(error, CatalogueTexts.deleteCategoryFailed);
        notifications.show({ color: 'red', message: CatalogueTexts.deleteCategoryFailedBecause(reason) });
      } finally {
        deleteCategory.reset();
      }
    } else {
      try {
        await deleteSubService.mutateAsync(target.subService.service_id);
        notifications.show({ color: 'teal', message: CatalogueTexts.subServiceDeleted });
      } catch (error) {
        const reason = messageOr(error, 'Failed to delete sub-service');
        notifications.show({ color: 'red', message: CatalogueTexts.deleteSubServiceFailedBecause(reason) });
      } finally {
        deleteSubService.reset();
      }
    }
    setTarget(null);
  }

  const question =
    target === null
      ? ''
      : target.kind === 'category'
        ? CatalogueTexts.confirmDeleteCategory(target.category.service_name)
        : CatalogueTexts.confirmDeleteSubService(target.subService.service_name);

  return {
    target,
    ask: setTarget,
    cancel: () => setTarget(null),
    confirm,
    question,
    isPending: deleteCategory.isPending || deleteSubService.isPending,
  };
}
