/**
 * Query keys of refunds (docs/product/refunds-screens.md). Shared (not under features/refunds) because the
 * payment details dialog and Booking Details show a payment's refunds too: the refund live events make
 * every one of them stale through `refundKeys.all`.
 */
export const refundKeys = {
  all: ['refunds'] as const,
  lists: () => [...refundKeys.all, 'list'] as const,
  ofPayment: (paymentId: number) => [...refundKeys.all, 'payment', paymentId] as const,
};
