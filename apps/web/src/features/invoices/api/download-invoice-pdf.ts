import { INVOICES_API_PATH } from './get-invoices';

/** GET /admin/data/invoices/{id}/pdf, saved as `<number>.pdf` (the server names it). */
export async function downloadInvoicePdf(invoice: { invoice_id: number; invoice_number: string }) {
  // Loaded on the first download: it is no part of the screen's first render.
  const { downloadFile } = await import('@/lib/download-csv');
  return downloadFile(
    `${INVOICES_API_PATH}/${invoice.invoice_id}/pdf`,
    'application/pdf',
    `${invoice.invoice_number.replaceAll('/', '-')}.pdf`,
  );
}
