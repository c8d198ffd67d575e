import type { LedgerEntryType, PayoutStatus } from '@seva/contract';
import type { Generated } from 'kysely';

/**
 * The vendor ledger and payouts (migration 2026-12-01-240-vendor-ledger, docs/decisions/037-vendor-ledger.md):
 * money in whole paise, converted to rupees at the mapper; times ISO-8601 UTC text.
 */
export interface VendorLedgerTable {
  entry_id: Generated<number>;
  vendor_id: number;
  type: LedgerEntryType;
  /** Signed: what the entry adds to the vendor's balance. */
  amount_paise: number;
  /** The marketplace's commission beside an earning (positive) or a clawback (negative, returned). */
  commission_paise: Generated<number>;
  booking_id: number | null;
  refund_id: number | null;
  payout_id: number | null;
  reason: string | null;
  created_by: number | null;
  created_at: Generated<string>;
}

export interface PayoutsTable {
  payout_id: Generated<number>;
  vendor_id: number;
  vendor_name: string;
  amount_paise: number;
  status: Generated<PayoutStatus>;
  provider_payout_id: string | null;
  /** The bank's reference, once processed. */
  utr: string | null;
  failure_reason: string | null;
  requested_by: number | null;
  requested_by_name: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  processed_at: string | null;
  /**
   * JSON `{ name, ifsc, account_number }`: the vendor's bank account when the payout was made (migration
   * 2026-12-01-270-payouts); every attempt of its delivery sends this one.
   */
  bank_account: string | null;
}

export interface LedgerTables {
  vendor_ledger: VendorLedgerTable;
  payouts: PayoutsTable;
}
