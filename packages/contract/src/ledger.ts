import { z } from 'zod';

/**
 * The vendor ledger's entry types (docs/decisions/037-vendor-ledger.md): an `earning` when a paid booking
 * is completed (price − commission, the commission beside it), a `refund_clawback` of a refund after
 * completion, a `payout` and its `payout_reversal`, and an `adjustment` by finance with a reason.
 */
export const LEDGER_ENTRY_TYPES = [
  'earning',
  'refund_clawback',
  'payout',
  'payout_reversal',
  'adjustment',
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];
export const ledgerEntryTypeSchema = z.enum(LEDGER_ENTRY_TYPES);

/** A payout's states: `queued` → `processing` → `processed` (with the UTR) | `reversed` | `failed`. */
export const PAYOUT_STATUSES = ['queued', 'processing', 'processed', 'reversed', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const payoutStatusSchema = z.enum(PAYOUT_STATUSES);
