/** Texts of the Complaints screen (docs/product/complaints.md#complaints-screen). */
export const ComplaintTexts = {
  title: 'Complaints',
  selectPrompt: 'Select a complaint to view details',
  search: 'Search by name',
  toggle: 'Complaints from',
  vendor: 'Vendor',
  customer: 'Customer',
  loading: 'Loading complaints...',
  empty: 'No complaints available',
  noMatch: 'No matching complaints found',
  retry: 'Retry',
} as const;

/** Complaints per page of the list; the server pages and searches. */
export const COMPLAINTS_PAGE_SIZE = 20;
