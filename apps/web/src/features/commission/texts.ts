/** The Commission screen's words (docs/product/vendor-ledger.md#commission-screen). */
export const CommissionTexts = {
  title: 'Commission',
  summary:
    "The marketplace's share of each booking, by service category. A change applies to bookings paid after it.",
  table: 'Commission by service category',
  category: 'Service category',
  percent: 'Commission %',
  percentOf: (category: string) => `Commission % of ${category}`,
  defaultHint: (percent: number) => `Default (${percent}%)`,
  blankHint: 'Leave blank for the default',
  save: 'Save changes',
  reset: 'Undo changes',
  saved: (n: number) => `Commission saved for ${n} ${n === 1 ? 'category' : 'categories'}`,
  saveFailed: 'The commission was not saved',
  loadFailed: 'Failed to fetch the commission',
  empty: 'No service categories yet',
  readOnly: 'You can see the commission; only owners and finance change it.',
  tooBig: 'At most 100',
  tooSmall: 'At least 0',
  decimals: 'Two decimals at most',
} as const;
