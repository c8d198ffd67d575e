import { z } from 'zod';
import { bodyId, imageUrl, optionalImageUrl } from './catalogue-fields';
import { dataResponseSchema, listQuerySchema, pagedResponseSchema } from './envelope';
import { sortSchema } from './list-sort';
import { nameAndDescription } from './name-and-description';
import { idParamSchema } from './vendors';

/**
 * A service category as the screens see it (docs/product/data-and-security.md#service-category): the table's service_category_name, service_desc
 * and service_category_url are renamed service_name, service_description and service_image_url.
 */
export const serviceCategorySchema = z.object({
  service_cat_id: z.number().int(),
  service_name: z.string(),
  service_description: z.string(),
  service_image_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;

export const serviceCategorySortFields = [
  'service_cat_id',
  'service_name',
  'created_at',
  'updated_at',
] as const;

/** GET /admin/data/getSERVICE_CATEGORIES: `q` searches the name; default order is service_cat_id. */
export const serviceCategoryListQuerySchema = listQuerySchema.extend({
  sort: sortSchema(serviceCategorySortFields).optional(),
});
export type ServiceCategoryListQuery = z.infer<typeof serviceCategoryListQuerySchema>;

export const serviceCategoryListResponseSchema = pagedResponseSchema(serviceCategorySchema);
export const serviceCategoryResponseSchema = dataResponseSchema(serviceCategorySchema);

/**
 * POST /admin/data/insertSERVICE_CATEGORIES (docs/product/api.md#catalogue, table names). The icon is required. The database
 * assigns ids, so a service_cat_id sent here is accepted and ignored.
 */
export const insertServiceCategoryBodySchema = z.object({
  ...nameAndDescription('service_category_name', 'service_desc'),
  service_category_url: imageUrl('service_category_url'),
  service_cat_id: z.unknown().optional(),
});
export type InsertServiceCategoryBody = z.infer<typeof insertServiceCategoryBodySchema>;

/** PUT /admin/data/updateSERVICE_CATEGORIES: an omitted, null or empty service_category_url keeps the icon. */
export const updateServiceCategoryBodySchema = z.object({
  service_cat_id: bodyId('service_cat_id'),
  ...nameAndDescription('service_category_name', 'service_desc'),
  service_category_url: optionalImageUrl('service_category_url'),
});
export type UpdateServiceCategoryBody = z.infer<typeof updateServiceCategoryBodySchema>;

export const serviceCategoryIdParamsSchema = z.object({ id: idParamSchema });

export const CatalogueMessages = {
  categoryNotFound: 'Service category not found',
  categoryDeleted: 'Service category deleted',
  subServiceNotFound: 'Sub-service not found',
  subServiceDeleted: 'Sub-service deleted',
} as const;
