import type { ServiceCategory, SubService } from '@seva/contract';
import type { Selectable } from 'kysely';
import type { ServiceCategoriesTable, ServicesTable } from '../../db/schema/marketplace-tables';

export type CategoryRow = Selectable<ServiceCategoriesTable>;
export type SubServiceRow = Selectable<ServicesTable>;

/** The one place where the category's column names become the screen's field names. */
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

/** The columns are the wire names; money comes back as a number on both dialects (ADR 003). */
export const toSubService = (row: SubServiceRow): SubService => ({
  service_id: row.service_id,
  service_cat_id: row.service_cat_id,
  service_name: row.service_name,
  service_description: row.service_description,
  service_price: Number(row.service_price),
  service_image_url: row.service_image_url,
  created_at: row.created_at,
  updated_at: row.updated_at,
});
