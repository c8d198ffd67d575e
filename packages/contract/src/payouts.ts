import { z } from 'zod';
import { bulkIdsSchema } from './bulk';
import { dataResponseSchema, listQuerySchema, pagedResponseSchema } from './envelope';
import { PAYOUT_STATUSES } from './ledger';
import { sortSchema } from './list-sort';

/*
 * Payouts to vendors (docs/product/payouts.md). Paths under /api/v1/admin/data:
 * - POST payouts `{ vendor_ids? }` → 201 `{ success, data: { payouts: Payout[], skipped: PayoutSkip[] } }`
 *   (permission payouts.manage and a two-step code entered lately);
 * - GET payouts?status=&limit=&offset=&sort=&format= → the one pager (payments.read).
 * Money is rupees exact to the paisa on the wire; paise in the database.
 */

export const payoutSortFields = ['payout_id', 'created_at', 'amount'] as const;
export type PayoutSortField = (typeof payoutSortFields)[number];

export const payoutSchema = z.object({
  payout_id: z.number().int(),
  vendor_id: z.number().int(),
  /** The vendor's name when the payout was made. */
  vendor_name: z.string(),
  /** Rupees, exact to the paisa: the whole balance when it was paid. */
  amount: z.number(),
  status: z.enum(PAYOUT_STATUSES),
  /** The bank's reference (UTR) once processed; null until then. */
  utr: z.string().nullable(),
  /** ISO-8601 UTC. */
  created_at: z.string(),
  /** When the provider said it was processed (ISO-8601 UTC); null until then. */
  processed_at: z.string().nullable(),
  /** The provider's id (`pout_…`) once it accepted it; null while queued. */
  provider_payout_id: z.string().nullable(),
  /** Why it was reversed or failed; null otherwise. */
  failure_reason: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** Why a vendor of a payout run was not paid. */
export const PAYOUT_SKIP_REASONS = ['not_found', 'below_minimum', 'no_bank_account'] as const;
export type PayoutSkipReason = (typeof PAYOUT_SKIP_REASONS)[number];

export const payoutSkipSchema = z.object({
  vendor_id: z.number().int(),
  reason: z.enum(PAYOUT_SKIP_REASONS),
});
export type PayoutSkip = z.infer<typeof payoutSkipSchema>;

/** POST payouts: the vendors to pay (1–BULK_MAX_IDS distinct ids), or every vendor when left out. */
export const createPayoutsBodySchema = z.strictObject({
  vendor_ids: bulkIdsSchema('vendor_ids').optional(),
});
export type CreatePayoutsBody = z.infer<typeof createPayoutsBodySchema>;

export const createPayoutsResponseSchema = dataResponseSchema(
  z.object({ payouts: z.array(payoutSchema), skipped: z.array(payoutSkipSchema) }),
);
export type CreatePayoutsResponse = z.infer<typeof createPayoutsResponseSchema>;

/** GET payouts: newest first (default `-payout_id`); `status` exact; paged; `format=csv` exports every match. */
export const payoutListQuerySchema = listQuerySchema.extend({
  status: z
    .enum(PAYOUT_STATUSES, { error: 'status must be queued, processing, processed, reversed or failed' })
    .optional(),
  sort: sortSchema(payoutSortFields).optional(),
});
export type PayoutListQuery = z.input<typeof payoutListQuerySchema>;

export const payoutListResponseSchema = pagedResponseSchema(payoutSchema);
export type PayoutListResponse = z.infer<typeof payoutListResponseSchema>;

/** What the payout routes and webhooks answer, as sent in `message`. */
export const PayoutMessages = {
  /** The answers of the provider's payout webhooks (POST /payments/razorpay/webhook). */
  processed: 'Payout processed',
  reversed: 'Payout reversed',
  failed: 'Payout failed',
  alreadySettled: 'Payout already settled',
  unknownPayout: 'Payout not known here',
  /** Why a payout failed when the provider's webhook does not say. */
  providerFailed: 'The payment provider could not complete the payout',
  /** The run's outcome, as the screen tells it. */
  ran: (paid: number, skipped: number) =>
    `${paid} ${paid === 1 ? 'payout' : 'payouts'} queued${skipped > 0 ? `, ${skipped} ${skipped === 1 ? 'vendor' : 'vendors'} skipped` : ''}`,
} as const;
