import { z } from 'zod';
import { requiredText } from './catalogue-fields';
import { reportNestedIssues } from './payments-webhook';
import { safeText } from './safe-text';

/**
 * POST /payments/razorpay/webhook: Razorpay's webhooks (docs/product/partner-api.md#razorpay), as
 * Razorpay documents them: an event envelope `{ entity: "event", account_id, event, contains, payload,
 * created_at }` whose `payload` holds the entities, amounts in paise. `X-Razorpay-Signature` is the hex
 * HMAC-SHA256 of the raw body with the webhook secret; `X-Razorpay-Event-Id` names the event, the same on
 * every delivery of it.
 */

export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
export const RAZORPAY_EVENT_ID_HEADER = 'x-razorpay-event-id';

/** The events the route acts on; any other is acknowledged and ignored. */
export const RazorpayEvents = {
  paymentCaptured: 'payment.captured',
  paymentFailed: 'payment.failed',
  refundProcessed: 'refund.processed',
  refundFailed: 'refund.failed',
  payoutProcessed: 'payout.processed',
  payoutReversed: 'payout.reversed',
  payoutFailed: 'payout.failed',
} as const;

const idText = (field: string) => requiredText(field, 100);

const optionalText = (field: string, max: number) =>
  safeText({ error: `${field} must be text`, max, tooLong: `${field} must be at most ${max} characters` })
    .nullable()
    .optional();

const paise = (field: string, min: number) =>
  z
    .number({ error: `${field} must be a whole number of paise` })
    .int(`${field} must be a whole number of paise`)
    .min(min, `${field} must be at least ${min}`);

const currency = (field: string) => requiredText(field, 10);

/** `payload.payment.entity` of `payment.captured`: the fields a capture reads (others are not read). */
export const razorpayCapturedPaymentSchema = z.object({
  id: idText('payload.payment.entity.id'),
  order_id: idText('payload.payment.entity.order_id'),
  amount: paise('payload.payment.entity.amount', 0),
  currency: currency('payload.payment.entity.currency'),
});
export type RazorpayCapturedPayment = z.infer<typeof razorpayCapturedPaymentSchema>;

/** `payload.payment.entity` of `payment.failed`: which payment of which order, and why it failed. */
export const razorpayFailedPaymentSchema = z.object({
  id: idText('payload.payment.entity.id'),
  order_id: optionalText('payload.payment.entity.order_id', 100),
  amount: paise('payload.payment.entity.amount', 0).optional(),
  error_code: optionalText('payload.payment.entity.error_code', 100),
  error_description: optionalText('payload.payment.entity.error_description', 1000),
  error_reason: optionalText('payload.payment.entity.error_reason', 200),
});
export type RazorpayFailedPayment = z.infer<typeof razorpayFailedPaymentSchema>;

/** `payload.refund.entity` of `refund.processed` and `refund.failed`. */
export const razorpayRefundEntitySchema = z.object({
  id: idText('payload.refund.entity.id'),
  payment_id: idText('payload.refund.entity.payment_id'),
  amount: paise('payload.refund.entity.amount', 1),
  receipt: optionalText('payload.refund.entity.receipt', 100),
  status: z.enum(['pending', 'processed', 'failed'], {
    error: 'payload.refund.entity.status must be pending, processed or failed',
  }),
});
export type RazorpayRefundEntity = z.infer<typeof razorpayRefundEntitySchema>;

/**
 * `payload.payout.entity` of RazorpayX's `payout.processed`, `payout.reversed` and `payout.failed`
 * (docs/product/payouts.md): the payout, our `reference_id` (`payout:{id}`), the bank's `utr` once
 * processed, and why it did not go through in `status_details` (Razorpay's `error` object is deprecated).
 */
export const razorpayPayoutEntitySchema = z.object({
  id: idText('payload.payout.entity.id'),
  amount: paise('payload.payout.entity.amount', 1),
  reference_id: optionalText('payload.payout.entity.reference_id', 100),
  status: safeText({ max: 40 }),
  utr: optionalText('payload.payout.entity.utr', 100),
  status_details: z
    .object({
      description: optionalText('payload.payout.entity.status_details.description', 1000),
      reason: optionalText('payload.payout.entity.status_details.reason', 200),
      source: optionalText('payload.payout.entity.status_details.source', 100),
    })
    .nullable()
    .optional(),
});
export type RazorpayPayoutEntity = z.infer<typeof razorpayPayoutEntitySchema>;

/** Where each acted-on event keeps its entity, and that entity's schema. */
const ENTITY_OF: Record<string, { key: 'payment' | 'refund' | 'payout'; schema: z.ZodType }> = {
  [RazorpayEvents.paymentCaptured]: { key: 'payment', schema: razorpayCapturedPaymentSchema },
  [RazorpayEvents.paymentFailed]: { key: 'payment', schema: razorpayFailedPaymentSchema },
  [RazorpayEvents.refundProcessed]: { key: 'refund', schema: razorpayRefundEntitySchema },
  [RazorpayEvents.refundFailed]: { key: 'refund', schema: razorpayRefundEntitySchema },
  [RazorpayEvents.payoutProcessed]: { key: 'payout', schema: razorpayPayoutEntitySchema },
  [RazorpayEvents.payoutReversed]: { key: 'payout', schema: razorpayPayoutEntitySchema },
  [RazorpayEvents.payoutFailed]: { key: 'payout', schema: razorpayPayoutEntitySchema },
};

/**
 * Any event: its name, when it was made, and a payload whose entity must hold what the event's handling
 * reads (for the four acted-on events); the rest of Razorpay's fields are accepted and not read.
 */
export const razorpayWebhookBodySchema = z
  .object({
    entity: safeText({ max: 20 }).optional(),
    account_id: safeText({ max: 100 }).optional(),
    event: safeText({
      error: 'event is required',
      min: 1,
      tooShort: 'event is required',
      max: 100,
      tooLong: 'event must be at most 100 characters',
    }),
    contains: z.array(safeText({ max: 100 })).optional(),
    payload: z.unknown().optional().meta({
      description:
        "Razorpay's entities: payment.captured and payment.failed read payload.payment.entity { id, order_id, amount (paise), currency, error_code, error_description }; refund.processed and refund.failed read payload.refund.entity { id, payment_id, amount (paise), receipt, status }; payout.processed, payout.reversed and payout.failed read payload.payout.entity { id, amount (paise), reference_id, status, utr, status_details }. Other fields are not read.",
    }),
    created_at: z.number({ error: 'created_at must be a Unix time in seconds' }).int().min(0).optional(),
  })
  .superRefine((body, ctx) => {
    const handled = ENTITY_OF[body.event];
    if (!handled) return;
    const container = (body.payload as Record<string, unknown> | undefined)?.[handled.key];
    const entity = (container as Record<string, unknown> | undefined)?.entity;
    const parsed = handled.schema.safeParse(entity);
    if (!parsed.success) reportNestedIssues(ctx, ['payload', handled.key, 'entity'], parsed.error);
  });
export type RazorpayWebhookBody = z.infer<typeof razorpayWebhookBodySchema>;

/** The headers, as the OpenAPI document shows them (the signature is checked before anything else). */
export const razorpayWebhookHeadersSchema = z.object({
  [RAZORPAY_SIGNATURE_HEADER]: safeText()
    .regex(/^[0-9a-fA-F]{64}$/, 'x-razorpay-signature must be 64 hex characters')
    .meta({ description: 'Hex HMAC-SHA256 of the raw body bytes with the webhook secret' }),
  [RAZORPAY_EVENT_ID_HEADER]: safeText({
    max: 100,
    tooLong: 'x-razorpay-event-id must be at most 100 characters',
  })
    .optional()
    .meta({
      description: 'The event id, the same on every delivery of one event: a second delivery writes nothing',
    }),
});

/** Answers of the Razorpay webhook beyond those it shares with POST /payments/webhook. */
export const RazorpayWebhookMessages = {
  alreadyReceived: 'Event already received',
  paymentFailureRecorded: 'Payment failure recorded',
  refundSettled: 'Refund settlement recorded',
} as const;
