import type { InvoiceKind } from '@seva/contract';
import type { Generated } from 'kysely';

/**
 * GST tax invoices and credit notes (migration 2026-12-01-260-invoices, docs/decisions/038-gst-invoices.md):
 * every printed field snapshot when issued, money in whole paise, times ISO-8601 UTC text.
 */
export interface InvoicesTable {
  invoice_id: Generated<number>;
  kind: InvoiceKind;
  invoice_number: string;
  /** `2026-27`. */
  financial_year: string;
  /** The number's serial within its series and financial year. */
  serial: number;
  issued_at: string;
  /** India date `YYYY-MM-DD`. */
  invoice_date: string;
  /** The vendor payment invoiced (a credit note: the one its invoice names). */
  payment_id: number;
  /** A credit note's invoice; null for an invoice. */
  original_invoice_id: number | null;
  /** A credit note's refund (unique): what makes a repeated refund event issue no second note. */
  refund_reference: string | null;
  reason: string | null;
  vendor_id: number;
  vendor_name: string;
  vendor_address: string;
  vendor_gstin: string | null;
  /** Two digits of the GST state code (`29`). */
  vendor_state_code: string;
  vendor_state: string;
  seller_name: string;
  seller_address: string;
  seller_gstin: string;
  seller_state_code: string;
  seller_state: string;
  sac_code: string;
  subscription_id: number;
  plan_name: string;
  /** GST_RATE_PERCENT in basis points (18% = 1800). */
  gst_rate_bp: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  /** An invoice's credit notes so far (the only column that moves). */
  credited_paise: Generated<number>;
  created_at: Generated<string>;
}

export interface InvoiceCountersTable {
  series: InvoiceKind;
  financial_year: string;
  last_serial: number;
}

export interface InvoiceTables {
  invoices: InvoicesTable;
  invoice_counters: InvoiceCountersTable;
}
