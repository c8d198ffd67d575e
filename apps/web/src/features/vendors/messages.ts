/** The vendor screens' texts, character for character as docs/product/vendors.md gives them. */
export const VendorTexts = {
  blockReasonPlaceholder: 'Enter reason for blocking',
  blockReasonRequired: 'Please enter a reason for blocking the vendor.',
  confirmBlock: (vendor: string) => `Are you sure you want to block ${vendor}?`,
  confirmUnblock: (vendor: string) => `Are you sure you want to unblock ${vendor}?`,
  blockFailed: (error: string) => `Failed to block vendor: ${error}`,
  unblockFailed: (error: string) => `Failed to unblock vendor: ${error}`,
  fetchVendorsFailed: 'Failed to fetch vendors',
  fetchBlockedFailed: 'Failed to fetch blocked vendors',
  fetchCategoriesFailed: 'Failed to fetch service categories',
  noPendingVendors: 'No pending vendors found.',
  loading: 'Loading...',
  noVendorData: 'No vendor data found.',
  noBlockedVendors: 'No blocked vendors available',
  noMatchingVendors: 'No matching vendors found',
  noPhotos: 'No photos',
  filteredBy: (category: string) => `Filtered by: ${category}`,
  /** docs/product/vendors.md#bulk-actions. */
  selectVendor: (vendor: string) => `Select ${vendor}`,
  selectAllVendors: 'Select all vendors on this page',
  approveSelected: 'Approve selected',
  rejectSelected: 'Reject selected',
  exportSelected: 'Export selected',
  selectRows: 'Select rows',
  doneSelecting: 'Done selecting',
  confirmBulk: (decision: 'approve' | 'reject', n: number) =>
    `${decision === 'approve' ? 'Approve' : 'Reject'} ${n} ${n === 1 ? 'vendor' : 'vendors'}?`,
  confirmBulkYes: (decision: 'approve' | 'reject') =>
    decision === 'approve' ? 'Yes, approve' : 'Yes, reject',
  bulkDone: (decision: 'approve' | 'reject', n: number) =>
    `${n} ${n === 1 ? 'vendor' : 'vendors'} ${decision === 'approve' ? 'approved' : 'rejected'}.`,
  /** docs/product/README.md#how-failures-are-shown: a failed operation shows its stored message this way. */
  error: (message: string) => `Error: ${message}`,
} as const;

/** docs/product/vendors.md#edit-details. */
export const EditVendorTexts = {
  title: (vendor: string) => `Edit details: ${vendor}`,
  open: 'Edit details',
  labels: {
    name_of_bussiness: 'Business Name',
    bussiness_address: 'Business Address',
    service_cat_id: 'Service Category',
    service_radius: 'Service Radius (km)',
    service_start_time: 'Service Start Time',
    service_end_time: 'Service End Time',
  },
  chooseCategory: 'Choose a service category',
  radius: 'Service radius must be a whole number from 1 to 100 km',
  time: 'Enter a time as HH:MM (24 h)',
  endAfterStart: 'Closing time must be after the start time',
  failed: 'The details were not saved',
  saved: (vendor: string) => `Details of ${vendor} saved.`,
  save: 'Save',
  cancel: 'Cancel',
} as const;

/** docs/product/vendors.md#reject-with-a-reason. */
export const RejectTexts = {
  title: (vendor: string) => `Reject ${vendor}?`,
  fallbackTitle: 'Reject vendor',
  intro: 'The vendor is told the reason in the rejection message, and can correct it and apply again.',
  commonReasons: 'Common reasons',
  reasonLabel: 'Reason',
  reasonCount: (length: number) => `${length} of 500 characters`,
  reasonRequired: 'Pick a common reason or write one.',
  reasonTooLong: 'The reason must be at most 500 characters.',
  cancel: 'Cancel',
  confirm: 'Yes, reject',
  /** The vendor lists and details. */
  rejectionReason: 'Rejection reason',
} as const;
