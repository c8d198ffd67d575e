import { z } from 'zod';
import { MAX_DB_ID } from './ids';
import { safeText } from './safe-text';

/*
 * Bulk actions (docs/product/vendors.md#bulk-actions, docs/product/complaints.md#bulk-resolve): one
 * request names up to BULK_MAX_IDS rows, the server applies the single action to each row in turn and
 * answers per row. A malformed body, an empty list, too many ids or a repeated id is a 400 before
 * anything is written; a row the action refuses (changed meanwhile, unknown) is `ok: false` with the
 * single action's message, and the answer is still 200.
 */

/** The most rows one bulk request may name. */
export const BULK_MAX_IDS = 100;

export const BulkMessages = {
  empty: (field: string) => `${field} must name at least one id`,
  tooMany: (field: string) => `${field} must name at most ${BULK_MAX_IDS} ids`,
  notIds: (field: string) => `${field} must be a list of positive integer ids`,
  repeated: (field: string) => `${field} must not name an id twice`,
} as const;

/** `field`: 1 … BULK_MAX_IDS distinct row ids. */
export function bulkIdsSchema(field: string) {
  const id = z
    .number({ error: BulkMessages.notIds(field) })
    .int(BulkMessages.notIds(field))
    .min(1, BulkMessages.notIds(field))
    .max(MAX_DB_ID, BulkMessages.notIds(field));
  return z
    .array(id, { error: BulkMessages.notIds(field) })
    .min(1, BulkMessages.empty(field))
    .max(BULK_MAX_IDS, BulkMessages.tooMany(field))
    .refine((ids) => new Set(ids).size === ids.length, BulkMessages.repeated(field));
}

/** POST /admin/data/vendors/bulk/approve and …/bulk/reject. */
export const bulkVendorBodySchema = z.strictObject({ vendor_ids: bulkIdsSchema('vendor_ids') });
export type BulkVendorBody = z.infer<typeof bulkVendorBodySchema>;

/** Why a vendor's application is rejected, told to the vendor (docs/product/messages.md); optional. */
export const rejectedReasonSchema = safeText({
  trim: true,
  max: 500,
  tooLong: 'rejected_reason must be at most 500 characters',
})
  .nullable()
  .optional();

/** POST /admin/data/vendors/bulk/reject: the ids and, optionally, one reason told to every vendor rejected. */
export const bulkRejectVendorBodySchema = bulkVendorBodySchema.extend({
  rejected_reason: rejectedReasonSchema,
});
export type BulkRejectVendorBody = z.infer<typeof bulkRejectVendorBodySchema>;

/** One row's outcome: done, or refused with the single action's message. */
export const bulkResultSchema = z.discriminatedUnion('ok', [
  z.object({ id: z.number().int(), ok: z.literal(true) }),
  z.object({ id: z.number().int(), ok: z.literal(false), message: z.string() }),
]);
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** `{ success: true, data: { results } }`: one result per id, in the order the body named them. */
export const bulkResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ results: z.array(bulkResultSchema) }),
});
export type BulkResponse = z.infer<typeof bulkResponseSchema>;
