import type { Permission } from '@seva/contract';

/** What each permission allows, in the screen's words (docs/product/team.md#permissions). */
export const PERMISSION_LABELS: Record<Permission, string> = {
  'dashboard.read': 'See the dashboard',
  'vendors.read': 'See vendors and the catalogue',
  'vendors.decide': 'Approve, reject and edit vendors',
  'vendors.block': 'Block and unblock vendors',
  'vendors.kyc_reveal': 'Reveal KYC numbers',
  'catalogue.manage': 'Manage categories, sub-services and plans',
  'bookings.read': 'See bookings and reviews',
  'bookings.assign': 'Assign and re-assign vendors',
  'bookings.cancel': 'Cancel bookings',
  'customers.read': 'See customers',
  'payments.read': 'See payments and plans',
  'payments.refund': 'Refund customer payments',
  'complaints.read': 'See complaints',
  'complaints.work': 'Work on and answer complaints',
  'chat.use': 'Chat with vendors',
  'reports.export': 'Export lists as CSV',
  'audit.read': 'See the audit trail',
  'team.manage': 'Manage the team and its roles',
  'deliveries.manage': 'See and retry deliveries to the outside world',
  'messages.manage': 'Edit the messages sent to vendors and customers',
  'commissions.manage': 'Change the commission of service categories',
  'ledger.adjust': "Adjust a vendor's balance",
  'payouts.manage': 'Pay vendors what they are owed',
};

/** The permissions grouped by what they concern, in the grid's and the role dialog's order. */
export const PERMISSION_GROUPS: readonly { label: string; permissions: readonly Permission[] }[] = [
  {
    label: 'Vendors',
    permissions: ['vendors.read', 'vendors.decide', 'vendors.block', 'vendors.kyc_reveal'],
  },
  { label: 'Catalogue and plans', permissions: ['catalogue.manage'] },
  { label: 'Bookings', permissions: ['bookings.read', 'bookings.assign', 'bookings.cancel'] },
  { label: 'Customers and payments', permissions: ['customers.read', 'payments.read', 'payments.refund'] },
  { label: 'Vendor earnings', permissions: ['commissions.manage', 'ledger.adjust', 'payouts.manage'] },
  { label: 'Complaints and chat', permissions: ['complaints.read', 'complaints.work', 'chat.use'] },
  {
    label: 'Reports and oversight',
    permissions: ['dashboard.read', 'reports.export', 'audit.read', 'deliveries.manage', 'messages.manage'],
  },
  { label: 'Team', permissions: ['team.manage'] },
];
