/** Query keys of payouts (docs/product/payouts.md): the payout live events make every list stale through `payoutKeys.all`. */
export const payoutKeys = {
  all: ['payouts'] as const,
  lists: () => [...payoutKeys.all, 'list'] as const,
};
