import { z } from 'zod';
import { bodyId } from './catalogue-fields';
import { dataResponseSchema, listQuerySchema, pagedResponseSchema } from './envelope';
import { LEDGER_ENTRY_TYPES, ledgerEntryTypeSchema, payoutStatusSchema } from './ledger';
import { requiredReasonSchema } from './refunds';
import { hasAtMostTwoDecimals, MAX_PRICE_RUPEES } from './rules/money';
import { idParamSchema } from './vendors';

/*
 * Commission and the vendor ledger (docs/product/vendor-ledger.md). Paths under /api/v1/admin/data:
 * - GET commissions → `{ success, data: Commission[] }` (payments.read);
 * - PUT commissions `[{ service_cat_id, commission_percent }]` → the same list (commissions.manage);
 * - GET vendors/{vendorId}/ledger?limit=&offset=&format= → the one pager (payments.read);
 * - POST vendors/{vendorId}/ledger/adjustments `{ amount, reason }` → 201 `{ success, data: LedgerEntry }`
 *   (ledger.adjust; honours Idempotency-Key);
 * - GET vendor-balances?q=&limit=&offset=&format= → the one pager (payments.read).
 * And for the vendor app: GET /vendor/me/earnings → `{ success, data: VendorEarnings }`.
 * Money is a number of rupees exact to the paisa; the ledger keeps whole paise.
 */

/** A commission percentage: 0–100 with at most two decimals. */
export const commissionPercentSchema = z
  .number({ error: 'commission_percent must be a number' })
  .min(0, 'commission_percent must be at least 0')
  .max(100, 'commission_percent must be at most 100')
  .refine(hasAtMostTwoDecimals, 'commission_percent must have at most two decimals');

/** A service category's commission as in force now (its own, else DEFAULT_COMMISSION_PERCENT). */
export const commissionSchema = z.object({
  service_cat_id: z.number().int(),
  service_category_name: z.string(),
  /** The percentage a booking of the category paid from now on gives the marketplace. */
  commission_percent: z.number(),
  /** True when the category has no percentage of its own and DEFAULT_COMMISSION_PERCENT applies. */
  is_default: z.boolean(),
});
export type Commission = z.infer<typeof commissionSchema>;

export const commissionListResponseSchema = dataResponseSchema(z.array(commissionSchema));
export type CommissionListResponse = z.infer<typeof commissionListResponseSchema>;

/** One category's new percentage; null goes back to DEFAULT_COMMISSION_PERCENT. */
export const commissionChangeSchema = z.strictObject({
  service_cat_id: bodyId('service_cat_id'),
  commission_percent: commissionPercentSchema.nullable(),
});
export type CommissionChange = z.infer<typeof commissionChangeSchema>;

/** PUT commissions: 1–1000 changes, each category once; all are written or none is. */
export const updateCommissionsBodySchema = z
  .array(commissionChangeSchema, {
    error: 'the body must be a list of { service_cat_id, commission_percent }',
  })
  .min(1, 'name at least one category')
  .max(1000, 'at most 1000 categories at once')
  .refine(
    (changes) => new Set(changes.map((c) => c.service_cat_id)).size === changes.length,
    'each service_cat_id at most once',
  );
export type UpdateCommissionsBody = z.infer<typeof updateCommissionsBodySchema>;

/** A ledger entry as the API shows it: amounts in rupees, signed (what it adds to the balance). */
export const ledgerEntrySchema = z.object({
  entry_id: z.number().int(),
  vendor_id: z.number().int(),
  type: ledgerEntryTypeSchema,
  /** Rupees the entry adds to the vendor's balance (negative for a clawback or a payout). */
  amount: z.number(),
  /** The marketplace's commission beside an earning; negative on a clawback (returned); 0 otherwise. */
  commission: z.number(),
  booking_id: z.number().int().nullable(),
  refund_id: z.number().int().nullable(),
  payout_id: z.number().int().nullable(),
  /** An adjustment's reason; null for the other types. */
  reason: z.string().nullable(),
  /** ISO-8601 UTC. */
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** The `{vendorId}` of /admin/data/vendors/{vendorId}/ledger. */
export const vendorLedgerParamsSchema = z.object({ vendorId: idParamSchema });

/** GET vendors/{vendorId}/ledger: newest first; `type` filters one entry type. */
export const vendorLedgerQuerySchema = listQuerySchema.omit({ q: true, sort: true }).extend({
  type: z
    .enum(LEDGER_ENTRY_TYPES, { error: `type must be one of ${LEDGER_ENTRY_TYPES.join(', ')}` })
    .optional(),
});
export type VendorLedgerQuery = z.input<typeof vendorLedgerQuerySchema>;

export const vendorLedgerResponseSchema = pagedResponseSchema(ledgerEntrySchema);
export type VendorLedgerResponse = z.infer<typeof vendorLedgerResponseSchema>;

/** An adjustment's amount: rupees, either sign, not zero, two decimals at most, at most one crore. */
export const adjustmentAmountSchema = z
  .number({ error: 'amount must be a number' })
  .refine((v) => v !== 0, 'amount must not be 0')
  .refine((v) => Math.abs(v) <= MAX_PRICE_RUPEES, `amount must be at most ${MAX_PRICE_RUPEES} either way`)
  .refine(hasAtMostTwoDecimals, 'amount must have at most two decimals');

export const ledgerAdjustmentBodySchema = z.strictObject({
  amount: adjustmentAmountSchema,
  reason: requiredReasonSchema,
});
export type LedgerAdjustmentBody = z.infer<typeof ledgerAdjustmentBodySchema>;

export const ledgerEntryResponseSchema = dataResponseSchema(ledgerEntrySchema);
export type LedgerEntryResponse = z.infer<typeof ledgerEntryResponseSchema>;

/**
 * A vendor's balance in figures: `earned` = earnings − clawbacks, `paid_out` = payouts − reversals,
 * `balance` = earned − paid_out + adjustments (what the marketplace owes the vendor now).
 */
export const vendorBalanceSchema = z.object({
  vendor_id: z.number().int(),
  vendor_name: z.string().nullable(),
  balance: z.number(),
  earned: z.number(),
  paid_out: z.number(),
  /** When the vendor's newest processed payout was processed (ISO-8601 UTC); null if never. */
  last_payout_at: z.string().nullable(),
});
export type VendorBalance = z.infer<typeof vendorBalanceSchema>;

/**
 * GET vendor-balances: every vendor with a ledger entry, by name; `q` searches the vendor's name,
 * `vendor_id` picks one vendor (a vendor's ledger screen shows its figures).
 */
export const vendorBalanceListQuerySchema = listQuerySchema.omit({ sort: true }).extend({
  vendor_id: idParamSchema.optional(),
});
export type VendorBalanceListQuery = z.input<typeof vendorBalanceListQuerySchema>;

export const vendorBalanceListResponseSchema = pagedResponseSchema(vendorBalanceSchema);
export type VendorBalanceListResponse = z.infer<typeof vendorBalanceListResponseSchema>;

/** A payout as the vendor app shows it. */
export const vendorAppPayoutSchema = z.object({
  payout_id: z.number().int(),
  amount: z.number(),
  status: payoutStatusSchema,
  /** The bank's reference once processed. */
  utr: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export type VendorAppPayout = z.infer<typeof vendorAppPayoutSchema>;

/** GET /vendor/me/earnings: the balance, the newest ledger entries and the newest payouts. */
export const vendorEarningsSchema = z.object({
  balance: z.number(),
  /** The newest VENDOR_EARNINGS_PAGE entries, newest first. */
  entries: z.array(ledgerEntrySchema),
  /** The newest VENDOR_EARNINGS_PAGE payouts, newest first (empty when none). */
  payouts: z.array(vendorAppPayoutSchema),
});
export type VendorEarnings = z.infer<typeof vendorEarningsSchema>;
export const vendorEarningsResponseSchema = dataResponseSchema(vendorEarningsSchema);
export type VendorEarningsResponse = z.infer<typeof vendorEarningsResponseSchema>;

/** How many entries and payouts GET /vendor/me/earnings shows. */
export const VENDOR_EARNINGS_PAGE = 20;

/** What the commission and ledger routes answer, as sent in `message`. */
export const VendorLedgerMessages = {
  categoryNotFound: (id: number) => `Service category ${id} not found`,
  vendorNotFound: 'Vendor not found',
} as const;
