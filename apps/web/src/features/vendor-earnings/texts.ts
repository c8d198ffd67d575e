import type { LedgerEntryType } from '@seva/contract';

/** The Vendor earnings screens' words (docs/product/vendor-ledger.md#vendor-earnings-screen). */
export const VendorEarningsTexts = {
  title: 'Vendor earnings',
  summary: (total: number) => `${total.toLocaleString('en-IN')} ${total === 1 ? 'vendor' : 'vendors'}`,
  search: 'Search by vendor name',
  table: 'Vendor balances',
  vendor: 'Vendor',
  balance: 'Balance',
  earned: 'Earned',
  paidOut: 'Paid out',
  lastPayout: 'Last payout',
  never: '—',
  empty: 'No vendor has earned yet',
  noMatching: 'No vendors match this search',
  loadFailed: 'Failed to fetch the vendor balances',
  openLedger: (name: string) => `Ledger of ${name}`,
  unnamed: (id: number) => `Vendor ${id}`,
  // The ledger screen.
  ledgerTitle: (name: string) => `Ledger of ${name}`,
  ledgerSummary: (total: number) => `${total.toLocaleString('en-IN')} ${total === 1 ? 'entry' : 'entries'}`,
  ledgerTable: 'Ledger entries',
  back: 'All vendor earnings',
  date: 'Date',
  type: 'Type',
  amount: 'Amount',
  commission: 'Commission',
  booking: 'Booking',
  refund: 'Refund',
  payout: 'Payout',
  reason: 'Reason',
  noEntries: 'No entries yet',
  ledgerLoadFailed: 'Failed to fetch the ledger',
  // The adjust dialog.
  adjust: 'Adjust balance',
  adjustTitle: (name: string) => `Adjust the balance of ${name}`,
  adjustAmount: 'Amount',
  adjustAmountDescription: 'Positive adds to what the vendor is owed, negative takes from it',
  adjustReason: 'Reason',
  adjustSubmit: 'Save adjustment',
  cancel: 'Cancel',
  adjustFailed: 'The adjustment was not saved',
  adjusted: (name: string) => `Adjustment saved for ${name}`,
  amountRequired: 'Enter an amount',
  reasonRequired: 'Enter a reason',
  reasonTooLong: 'At most 500 characters',
} as const;

/** Each entry type as the ledger shows it. */
export const LEDGER_TYPE_WORDS: Record<LedgerEntryType, string> = {
  earning: 'Earning',
  refund_clawback: 'Refund clawback',
  payout: 'Payout',
  payout_reversal: 'Payout reversal',
  adjustment: 'Adjustment',
};
