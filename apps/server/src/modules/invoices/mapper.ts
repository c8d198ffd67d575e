import type { Invoice } from '@seva/contract';
import { paiseToRupees } from '../../lib/paise';
import type { InvoiceRow } from './repository';

/** An invoice or credit note as the lists show it: rupees from the row's whole paise. */
export function toInvoice(row: InvoiceRow): Invoice {
  return {
    invoice_id: row.invoice_id,
    invoice_number: row.invoice_number,
    invoice_date: row.invoice_date,
    vendor_id: row.vendor_id,
    vendor_name: row.vendor_name,
    plan: row.plan_name,
    taxable_value: paiseToRupees(row.taxable_paise),
    cgst: paiseToRupees(row.cgst_paise),
    sgst: paiseToRupees(row.sgst_paise),
    igst: paiseToRupees(row.igst_paise),
    total: paiseToRupees(row.total_paise),
    kind: row.kind,
  };
}
