/** The subscription screens' texts; those docs/product/subscriptions.md gives are character for character. */
export const SubscriptionTexts = {
  tabPlans: 'Subscriptions',
  tabAdd: 'Add Subscriptions',
  setPriceDetails: 'Set Price Details',
  noPlans: 'No subscriptions available',
  noMatchingPlans: 'No matching subscriptions found',
  fillAllFields: 'Please fill in all fields',
  added: 'Subscription added successfully!',
  updated: 'Subscription updated successfully.',
  deleted: 'Subscription deleted successfully.',
  add: 'Add',
  adding: 'Adding...',
  addSubscription: 'Add Subscription',
  cancel: 'Cancel',
  save: 'Save',
  edit: 'Edit',
  delete: 'Delete',
  retry: 'Retry',
  loading: 'Loading...',
  editTitle: 'Edit Subscription',
  confirmDelete: (name: string) => `Are you sure you want to delete the subscription ${name}?`,
  error: (message: string) => `Error: ${message}`,
  deleteError: (message: string) => `Delete Error: ${message}`,
  updateError: (message: string) => `Update Error: ${message}`,
} as const;

export const SubscriptionPaths = {
  list: '/subscriptions',
  add: '/addsubscriptions',
} as const;
