import { z } from 'zod';
import { requiredText } from './catalogue-fields';
import { hasAtMostTwoDecimals } from './rules/money';
import { safeText } from './safe-text';

/**
 * POST /payments/webhook: the payment provider's events (docs/product/partner-api.md#payment-provider).
 * The body is signed: `X-Payment-Signature` is the hex HMAC-SHA256 of its raw bytes with
 * PAYMENT_WEBHOOK_SECRET. Only `payment.captured` does anything; other events are acknowledged and ignored.
 */

export const PAYMENT_SIGNATURE_HEADER = 'x-payment-signature';
export const PAYMENT_CAPTURED = 'payment.captured';

const idText = (field: string) => requiredText(field, 100);

/** The payload of `payment.captured`: which order was paid, by which provider payment, how much. */
export const paymentCapturedPayloadSchema = z.object({
  order_id: idText('payload.order_id'),
  payment_id: idText('payload.payment_id'),
  /** Rupees, at most two decimals. */
  amount: z
    .number({ error: 'payload.amount must be a number of rupees' })
    .min(0, 'payload.amount must be a number of rupees')
    .refine(hasAtMostTwoDecimals, 'payload.amount must have at most two decimals'),
  currency: safeText({
    error: 'payload.currency is required',
    trim: true,
    min: 1,
    tooShort: 'payload.currency is required',
    max: 10,
    tooLong: 'payload.currency must be at most 10 characters',
  }),
});
export type PaymentCapturedPayload = z.infer<typeof paymentCapturedPayloadSchema>;

/**
 * Any event: its name, and a payload that must be a `payment.captured` payload when that is the event
 * (the payload of other events is not read).
 */
export const paymentWebhookBodySchema = z
  .object({
    event: safeText({
      error: 'event is required',
      min: 1,
      tooShort: 'event is required',
      max: 100,
      tooLong: 'event must be at most 100 characters',
    }),
    payload: z.unknown().optional().meta({
      description:
        'For payment.captured: { order_id, payment_id, amount (rupees, whole paise), currency }, e.g. { "order_id": "order_4fT9xQ2mLp8Rz1", "payment_id": "pay_29QQoUBi66xm2f", "amount": 499, "currency": "INR" }. Not read for other events.',
    }),
  })
  .superRefine((body, ctx) => {
    if (body.event !== PAYMENT_CAPTURED) return;
    const parsed = paymentCapturedPayloadSchema.safeParse(body.payload);
    if (!parsed.success) reportNestedIssues(ctx, ['payload'], parsed.error);
  });

/**
 * A webhook's nested payload checked on its own, reported under its path in the body: each issue says its
 * field (`payload.amount: …`) unless its message names it already.
 */
export function reportNestedIssues(ctx: z.RefinementCtx, prefix: string[], error: z.ZodError): void {
  for (const issue of error.issues) {
    const path = [...prefix, ...issue.path.map(String)];
    const own = issue.message.startsWith('payload.');
    ctx.addIssue({
      code: 'custom',
      path,
      message: own ? issue.message : `${path.join('.')}: ${issue.message}`,
    });
  }
}
export type PaymentWebhookBody = z.infer<typeof paymentWebhookBodySchema>;

/** The signature header, as the OpenAPI document shows it (the route checks it before anything else). */
export const paymentWebhookHeadersSchema = z.object({
  [PAYMENT_SIGNATURE_HEADER]: safeText()
    .regex(/^[0-9a-fA-F]{64}$/, 'x-payment-signature must be 64 hex characters')
    .meta({ description: 'Hex HMAC-SHA256 of the raw body bytes with PAYMENT_WEBHOOK_SECRET' }),
});

/** Answers and refusals of the webhook, as sent in `message`. */
export const PaymentWebhookMessages = {
  notConfigured: 'Payment webhook is not configured',
  badSignature: 'Invalid webhook signature',
  orderNotFound: 'Order not found',
  mismatch: 'Amount or currency does not match the order',
  otherPayment: 'This order was already paid by another payment.',
  paymentOfOtherOrder: 'This payment was already recorded for another order.',
  recorded: 'Payment recorded',
  alreadyRecorded: 'Payment already recorded',
  ignored: 'Event ignored',
} as const;
