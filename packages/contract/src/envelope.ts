import { z } from 'zod';
import { safeText } from './safe-text';

/** One field problem inside a 400 response. */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/**
 * Every failure: an honest HTTP status plus this body. `request_id` is the server's id of the request,
 * also in the x-request-id header and on every server log line about it (`reqId`): quote it to an operator.
 */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldIssueSchema).optional(),
  request_id: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const okResponseSchema = z.object({ success: z.literal(true), message: z.string().optional() });

export function dataResponseSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** A list answer as a client reads it: the rows, and `total` when the list is paged. */
export interface ListResponse<T> {
  success: true;
  data: T[];
  total?: number;
}

export function pagedResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), total: z.number().int().optional() });
}

/** How a list answers: JSON (the default) or every matching row as CSV (docs/product/cockpit.md#csv-export). */
export const listFormatSchema = z.enum(['json', 'csv'], { error: 'format must be json or csv' });
export type ListFormat = z.infer<typeof listFormatSchema>;

/** Optional paging, search and format accepted by every list (docs/product/api.md#lists). */
export const listQuerySchema = z.object({
  q: safeText({ trim: true, max: 100 }).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  sort: safeText()
    .regex(/^-?[a-z_]+$/i, 'sort must be a field name, optionally prefixed with -')
    .optional(),
  format: listFormatSchema.optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The vendor and customer apps' own lists (docs/product/partner-api.md): `limit` 1–100 (default 20), `offset` 0 or more. */
export const appListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100' })
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(100, 'limit must be a whole number from 1 to 100')
    .default(20),
  offset: z.coerce
    .number({ error: 'offset must be a whole number, 0 or more' })
    .int('offset must be a whole number, 0 or more')
    .min(0, 'offset must be a whole number, 0 or more')
    .default(0),
});
