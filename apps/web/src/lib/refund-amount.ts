import { createRefundBodySchema, RefundMessages } from '@seva/contract';
import { z } from 'zod';
import type { FieldTexts } from './form-schema';

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * A refund's amount as a form checks it (the Refund dialog, the cancel dialog's refund): the contract's
 * refund amount (more than ₹0, two decimals at most) and, as the server checks it, at most what is still
 * refundable, in the server's own words (RefundMessages.overRefundable). A NumberInput's text is read as a
 * number; blank stays blank.
 */
export function refundAmountSchema(refundable: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    createRefundBodySchema.shape.amount.refine(
      (amount) => paise(amount) <= paise(refundable),
      RefundMessages.overRefundable(refundable),
    ),
  );
}

/** The forms' words for a refund amount that is blank or not more than ₹0. */
export const REFUND_AMOUNT_TEXTS: FieldTexts = {
  blank: 'Enter the amount to refund',
  invalid_type: 'Enter the amount to refund',
  too_small: 'The amount must be more than ₹0',
};

/** A typed amount as a number, or null while it is blank or not more than 0 (a submit button's `Refund ₹X`). */
export function refundAmountOf(value: number | string): number | null {
  const amount = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}
