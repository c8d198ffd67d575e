import type { Payout } from '@seva/contract';
import { paiseToRupees } from '../../lib/paise';
import type { PayoutRow } from './repository';

/** docs/product/payouts.md: a payout as the admin API shows it (money in rupees, no bank account). */
export function toPayout(row: PayoutRow): Payout {
  return {
    payout_id: row.payout_id,
    vendor_id: row.vendor_id,
    vendor_name: row.vendor_name,
    amount: paiseToRupees(Number(row.amount_paise)),
    status: row.status,
    utr: row.utr,
    created_at: row.created_at,
    processed_at: row.processed_at,
    provider_payout_id: row.provider_payout_id,
    failure_reason: row.failure_reason,
  };
}

/** The bank account a payout is sent to, as the payout row keeps it. */
export interface PayoutBankAccountJson {
  name: string;
  ifsc: string;
  account_number: string;
}

/**
 * The vendor's bank account on file (`vendors.account_details`: `{ ifsc, accountNumber, bankName }`) as
 * a payout's copy, holder named after the vendor; null when either the IFSC or the number is missing.
 */
export function bankAccountOf(accountDetails: string | null, holder: string): PayoutBankAccountJson | null {
  if (!accountDetails) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(accountDetails);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { ifsc, accountNumber } = parsed as Record<string, unknown>;
  if (typeof ifsc !== 'string' || typeof accountNumber !== 'string') return null;
  if (ifsc.trim() === '' || accountNumber.trim() === '') return null;
  return { name: holder, ifsc: ifsc.trim().toUpperCase(), account_number: accountNumber.trim() };
}
