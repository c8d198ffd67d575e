/** The Refunds screen's words (docs/product/refunds-screens.md#refunds). */
export const RefundsTexts = {
  title: 'Refunds',
  summary: (total: number) => `${total.toLocaleString('en-IN')} ${total === 1 ? 'refund' : 'refunds'}`,
  search: 'Search by customer name',
  statusFilter: 'Status',
  anyStatus: 'Any status',
  table: 'Refunds',
  empty: 'No refunds yet',
  noMatching: 'No refunds match these filters',
  loadFailed: 'Failed to fetch the refunds',
  notYet: '—',
} as const;
