import { z } from 'zod';
import { bodyId, imageUrl, optionalImageUrl, rupees } from './catalogue-fields';
import { dataResponseSchema, listQuerySchema, pagedResponseSchema } from './envelope';
import { sortSchema } from './list-sort';
import { nameAndDescription } from './name-and-description';
import { idParamSchema } from './vendors';

/** A sub-service (docs/product/data-and-security.md#sub-service): the table's columns are the wire names; service_id is the sub_service_id. */
export const subServiceSchema = z.object({
  service_id: z.number().int(),
  service_cat_id: z.number().int(),
  service_name: z.string(),
  service_description: z.string(),
  /** Rupees, at most two decimals. */
  service_price: z.number(),
  service_image_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SubService = z.infer<typeof subServiceSchema>;

const subServicePrice = rupees('service_price', { min: 0, exclusive: true });

/** POST /admin/data/insertSERVICES: price > 0 with at most two decimals; the image is required. */
export const insertSubServiceBodySchema = z.object({
  service_cat_id: bodyId('service_cat_id'),
  ...nameAndDescription('service_name', 'service_description'),
  service_price: subServicePrice,
  service_image_url: imageUrl('service_image_url'),
});
export type InsertSubServiceBody = z.infer<typeof insertSubServiceBodySchema>;

/** PUT /admin/data/updateSERVICES: as insert plus service_id; an omitted image keeps the current one. */
export const updateSubServiceBodySchema = z.object({
  service_id: bodyId('service_id'),
  service_cat_id: bodyId('service_cat_id'),
  ...nameAndDescription('service_name', 'service_description'),
  service_price: subServicePrice,
  service_image_url: optionalImageUrl('service_image_url'),
});
export type UpdateSubServiceBody = z.infer<typeof updateSubServiceBodySchema>;

export const subServiceSortFields = ['service_id', 'service_name', 'service_price', 'created_at'] as const;

/** GET /admin/data/getSERVICES: every sub-service, or one category's (`service_cat_id`); `q` searches names. */
export const subServiceListQuerySchema = listQuerySchema.extend({
  service_cat_id: idParamSchema.optional(),
  sort: sortSchema(subServiceSortFields).optional(),
});
export type SubServiceListQuery = z.infer<typeof subServiceListQuerySchema>;

export const subServiceListResponseSchema = pagedResponseSchema(subServiceSchema);
export const subServiceResponseSchema = dataResponseSchema(subServiceSchema);
export const subServiceIdParamsSchema = z.object({ subServiceId: idParamSchema });
