import type { LedgerEntry, VendorAppPayout, VendorBalance } from '@seva/contract';
import type { Selectable } from 'kysely';
import type { PayoutsTable } from '../../db/schema/ledger-tables';
import { paiseToRupees } from '../../lib/paise';
import type { BalanceRow } from './earnings-repository';
import type { LedgerEntryRow } from './repository';

/** docs/product/vendor-ledger.md: an entry as the API shows it, its paise as rupees. */
export function toLedgerEntry(row: LedgerEntryRow): LedgerEntry {
  return {
    entry_id: row.entry_id,
    vendor_id: row.vendor_id,
    type: row.type,
    amount: paiseToRupees(Number(row.amount_paise)),
    commission: paiseToRupees(Number(row.commission_paise)),
    booking_id: row.booking_id,
    refund_id: row.refund_id,
    payout_id: row.payout_id,
    reason: row.reason,
    created_at: row.created_at,
  };
}

export function toVendorBalance(row: BalanceRow): VendorBalance {
  return {
    vendor_id: row.vendor_id,
    vendor_name: row.vendor_name,
    balance: paiseToRupees(Number(row.balance_paise)),
    earned: paiseToRupees(Number(row.earned_paise)),
    paid_out: paiseToRupees(Number(row.paid_out_paise)),
    last_payout_at: row.last_payout_at,
  };
}

export function toVendorAppPayout(row: Selectable<PayoutsTable>): VendorAppPayout {
  return {
    payout_id: row.payout_id,
    amount: paiseToRupees(Number(row.amount_paise)),
    status: row.status,
    utr: row.utr,
    created_at: row.created_at,
    processed_at: row.processed_at,
  };
}
