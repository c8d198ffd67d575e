import { formatRupees } from '@/lib/format';

/** The words of a payment's refunds and of its Refund dialog (docs/product/refunds-screens.md#refund-dialog). */
export const RefundTexts = {
  /** The payment details dialog's line over the payment's refunds. */
  summary: (refunded: number, paid: number, refundable: number) =>
    `Refunded ${formatRupees(refunded)} of ${formatRupees(paid)} · ${formatRupees(refundable)} refundable`,
  refundStatus: 'Refund status',
  refund: 'Refund',
  nothingLeft: 'Nothing is left to refund',
  allRefunds: 'Refunds',
  title: (paymentRef: string) => `Refund payment ${paymentRef}`,
  paid: 'Paid',
  refunded: 'Refunded',
  refundable: 'Refundable',
  amount: 'Amount',
  amountDescription: (refundable: number) => `At most ${formatRupees(refundable)}`,
  reason: 'Reason',
  reasonRequired: 'Enter the reason for the refund',
  reasonTooLong: 'The reason must be at most 500 characters',
  cancel: 'Cancel',
  /** The submit button: the amount being refunded, or the bare word while it is not one. */
  submit: (amount: number | null) => (amount === null ? 'Refund' : `Refund ${formatRupees(amount)}`),
  failed: 'The refund was not made',
  requested: (amount: number, customer: string) =>
    `A refund of ${formatRupees(amount)} to ${customer} was requested.`,
} as const;
