import type { ServiceCategory } from '@seva/contract';
import type { Selectable } from 'kysely';
import type { ServiceCategoriesTable } from '../../db/marketplace-tables';

export type CategoryRow = Selectable<ServiceCategoriesTable>;

/** The one place where table names become screen names (SPEC §3 Service category). */
export function toServiceCategory(row: CategoryRow): ServiceCategory {
  return {
    service_cat_id: row.service_cat_id,
    service_name: row.service_category_name,
    service_description: row.service_desc,
    service_image_url: row.service_category_url,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Screen field → column, for sorting by the names clients know. */
export const categoryColumnOf = {
  service_cat_id: 'service_cat_id',
  service_name: 'service_category_name',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const satisfies Record<string, keyof ServiceCategoriesTable>;
