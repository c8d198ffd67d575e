import { z } from 'zod';
import { rupees } from './catalogue-fields';
import { dataResponseSchema, listQuerySchema, pagedResponseSchema } from './envelope';
import { sortSchema } from './list-sort';
import { refundSortFields } from './list-sort-fields';
import { safeText } from './safe-text';
import { idParamSchema } from './vendors';

/*
 * Refunds of customer payments (docs/product/refunds.md). Paths under /api/v1/admin/data:
 * - POST payments/{payment_id}/refunds `{ amount, reason }` → 201 `{ success, data: Refund }`
 *   (permission payments.refund, a two-step code entered lately; honours Idempotency-Key);
 * - GET payments/{payment_id}/refunds → `{ success, data: Refund[] }` (newest first; payments.read);
 * - GET refunds?status=&q=&limit=&offset=&sort=&format= → the one pager (payments.read).
 * Money is a number of rupees exact to the paisa (ADR 003): 1299.5 means ₹1,299.50.
 */

/**
 * `pending`: written, waiting for its delivery to the provider (docs/product/deliveries.md);
 * `requested`: the provider accepted it; `processed` or `failed`: what the provider's webhook said.
 */
export const REFUND_STATUSES = ['pending', 'requested', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * A customer payment's refunds in one word: `none` (no refund, or only failed ones), `pending` (one is
 * on its way: pending or requested), `full` (processed refunds add up to the payment), `partial`
 * (some of it processed).
 */
export const PAYMENT_REFUND_STATUSES = ['none', 'partial', 'full', 'pending'] as const;
export type PaymentRefundStatus = (typeof PAYMENT_REFUND_STATUSES)[number];

/** Who asked for a refund when no admin did: the customer app's own cancellation. */
export const REFUND_REQUESTED_BY_CUSTOMER = 'Customer';

export const refundSchema = z.object({
  refund_id: z.number().int(),
  /** The customer payment refunded (customer_payments.payment_id). */
  payment_id: z.number().int(),
  booking_id: z.number().int(),
  customer_name: z.string(),
  /** Rupees, exact to the paisa. */
  amount: z.number(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  /** The provider's id of the refund (`rfnd_…`) once it accepted it; null while pending. */
  provider_refund_id: z.string().nullable(),
  /** The admin who asked; null when the customer's own cancellation did. */
  requested_by: z.number().int().nullable(),
  /** The admin's name, or `Customer` (REFUND_REQUESTED_BY_CUSTOMER). */
  requested_by_name: z.string(),
  /** ISO-8601 UTC. */
  created_at: z.string(),
  /** When the provider said it was processed (ISO-8601 UTC); null until then. */
  processed_at: z.string().nullable(),
  /** Why the provider refused it, when `failed`; null otherwise. */
  failure_reason: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** A reason money moves (a refund, a ledger adjustment): required text of up to 500 characters. */
export const requiredReasonSchema = safeText({
  error: 'reason is required',
  trim: true,
  min: 1,
  tooShort: 'reason is required',
  max: 500,
  tooLong: 'reason must be at most 500 characters',
});
/** The reason of a refund. */
export const refundReasonSchema = requiredReasonSchema;

/** POST payments/{payment_id}/refunds: `amount` in rupees (more than 0, two decimals at most). */
export const createRefundBodySchema = z.strictObject({
  amount: rupees('amount', { min: 0, exclusive: true }),
  reason: refundReasonSchema,
});
export type CreateRefundBody = z.infer<typeof createRefundBodySchema>;

/** The `{payment_id}` of /admin/data/payments/{payment_id}/refunds: a customer payment's id. */
export const paymentRefundsParamsSchema = z.object({ payment_id: idParamSchema });

export const refundResponseSchema = dataResponseSchema(refundSchema);
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/** GET payments/{payment_id}/refunds: every refund of the payment, newest first. */
export const paymentRefundsResponseSchema = dataResponseSchema(z.array(refundSchema));
export type PaymentRefundsResponse = z.infer<typeof paymentRefundsResponseSchema>;

/**
 * GET refunds: newest first (default `-refund_id`); `status` exact; `q` a case-insensitive substring of
 * the customer's name; paged through the one pager; `format=csv` exports every match.
 */
export const refundListQuerySchema = listQuerySchema.extend({
  status: z
    .enum(REFUND_STATUSES, { error: 'status must be pending, requested, processed or failed' })
    .optional(),
  sort: sortSchema(refundSortFields).optional(),
});
export type RefundListQuery = z.input<typeof refundListQuerySchema>;

export const refundListResponseSchema = pagedResponseSchema(refundSchema);
export type RefundListResponse = z.infer<typeof refundListResponseSchema>;

/** A refund as the customer app shows it (GET /customer/me/payments): no admin's name. */
export const customerAppRefundSchema = refundSchema.pick({
  refund_id: true,
  amount: true,
  reason: true,
  status: true,
  provider_refund_id: true,
  created_at: true,
  processed_at: true,
});
export type CustomerAppRefund = z.infer<typeof customerAppRefundSchema>;

/** Rupees as the messages write them, Indian grouping and two decimals: `1,25,000.00`, `1,299.50`. */
export function formatRefundRupees(rupees: number): string {
  const paise = Math.round(rupees * 100);
  const whole = String(Math.floor(Math.abs(paise) / 100));
  const fraction = String(Math.abs(paise) % 100).padStart(2, '0');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${paise < 0 ? '-' : ''}${rest ? `${rest},${last3}` : last3}.${fraction}`;
}

/** What the refunds routes answer, as sent in `message`. */
export const RefundMessages = {
  paymentNotFound: 'Payment not found',
  /** 422: the amount asked is more than what is still refundable (captured − processed − in flight). */
  overRefundable: (refundable: number) =>
    `The refund is more than the refundable amount of ₹${formatRefundRupees(refundable)}`,
  /** 422: the booking's cancellation asked for a refund and the booking has no captured payment. */
  nothingPaid: 'This booking has no payment to refund',
  /** The answers of the provider's refund webhooks (POST /payments/razorpay/webhook). */
  processed: 'Refund processed',
  failed: 'Refund failed',
  alreadySettled: 'Refund already settled',
  unknownRefund: 'Refund not known here',
} as const;
