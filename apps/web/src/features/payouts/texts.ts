/** The Payouts screen's words (docs/product/payouts.md#screen). */
export const PayoutsTexts = {
  title: 'Payouts',
  summary: (total: number) => `${total.toLocaleString('en-IN')} ${total === 1 ? 'payout' : 'payouts'}`,
  statusFilter: 'Status',
  anyStatus: 'Any status',
  table: 'Payouts',
  empty: 'No payouts yet',
  noMatching: 'No payouts match this status',
  loadFailed: 'Failed to fetch the payouts',
  notYet: '—',
  run: 'Run payout',
  confirmRun: 'Pay every vendor their balance?',
  confirmRunDetail:
    'Every vendor owed at least the payout minimum, with a bank account on file, is paid their whole balance through the payment provider. Each vendor is paid once, however often this is run.',
  confirm: 'Pay vendors',
  runFailed: (message: string) => `The payout run failed: ${message}`,
} as const;
