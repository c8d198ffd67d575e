/** The Invoices screen's words (docs/product/invoices.md#screen). */
export const InvoicesTexts = {
  title: 'Invoices',
  summary: (total: number) => `${total.toLocaleString('en-IN')} ${total === 1 ? 'document' : 'documents'}`,
  search: 'Search by vendor name or invoice number',
  table: 'Invoices',
  empty: 'No invoices yet',
  noMatching: 'No invoices match this search',
  loadFailed: 'Failed to fetch the invoices',
  downloadPdf: 'Download PDF',
  downloadFailed: 'Could not download the PDF',
  kinds: { credit_note: 'Credit note' },
} as const;
