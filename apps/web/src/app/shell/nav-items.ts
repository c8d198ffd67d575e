import {
  IconBuildingStore,
  IconCalendarTime,
  IconCash,
  IconChartBar,
  IconCreditCard,
  IconFileInvoice,
  IconHistory,
  IconMessageCircle,
  IconMessageReport,
  IconPercentage,
  type IconProps,
  IconSend,
  IconTemplate,
  IconUsers,
  IconUsersGroup,
  IconWallet,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import {
  AUDIT_PATH,
  COMMISSION_PATH,
  DASHBOARD_PATH,
  DELIVERIES_PATH,
  DISPATCH_PATH,
  INVOICES_PATH,
  MESSAGE_TEMPLATES_PATH,
  PAYOUTS_PATH,
  REFUNDS_PATH,
  TEAM_PATH,
  VENDOR_EARNINGS_PATH,
} from '@/lib/paths';
import { canOpen, type Permissions } from '@/lib/route-permissions';
import { VENDOR_TABS } from './vendor-tabs';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<IconProps>;
  /** Paths (and their sub-paths) on which this entry is highlighted. */
  activeOn: readonly string[];
}

/** Sidebar entries and their highlighting rules (docs/product/shell-and-sign-in.md#sidebar). */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    label: 'Manage Vendors',
    to: '/managevendor',
    icon: IconBuildingStore,
    activeOn: [
      '/managevendor',
      '/pendingapproval',
      '/pendingapprovalview',
      '/vendorpayments',
      '/servicecategory',
      '/addservicecategory',
      '/addsubservice',
      '/bookingdetails',
      '/blockedvendors',
      '/addvendor',
    ],
  },
  { label: 'Dispatch board', to: DISPATCH_PATH, icon: IconCalendarTime, activeOn: [DISPATCH_PATH] },
  { label: 'Messages', to: '/messages', icon: IconMessageCircle, activeOn: ['/messages'] },
  {
    label: 'User Details',
    to: '/userdetails',
    icon: IconUsers,
    activeOn: ['/userdetails', '/userpaymentdetails', REFUNDS_PATH],
  },
  { label: 'Complaints', to: '/admincomplains', icon: IconMessageReport, activeOn: ['/admincomplains'] },
  {
    label: 'Subscriptions',
    to: '/subscriptions',
    icon: IconCreditCard,
    activeOn: ['/subscriptions', '/addsubscriptions'],
  },
  { label: 'Invoices', to: INVOICES_PATH, icon: IconFileInvoice, activeOn: [INVOICES_PATH] },
  {
    label: 'Vendor earnings',
    to: VENDOR_EARNINGS_PATH,
    icon: IconWallet,
    activeOn: [VENDOR_EARNINGS_PATH],
  },
  { label: 'Commission', to: COMMISSION_PATH, icon: IconPercentage, activeOn: [COMMISSION_PATH] },
];

/**
 * The cockpit's screens (docs/product/cockpit.md) and the team (docs/product/team.md#screens-team), linked
 * from the top bar; below 768 px the top bar has no room for them and the sidebar drawer lists them after
 * its entries, so a phone reaches them too.
 */
export const COCKPIT_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: DASHBOARD_PATH, icon: IconChartBar, activeOn: [DASHBOARD_PATH] },
  { label: 'Audit trail', to: AUDIT_PATH, icon: IconHistory, activeOn: [AUDIT_PATH] },
  { label: 'Deliveries', to: DELIVERIES_PATH, icon: IconSend, activeOn: [DELIVERIES_PATH] },
  {
    label: 'Message templates',
    to: MESSAGE_TEMPLATES_PATH,
    icon: IconTemplate,
    activeOn: [MESSAGE_TEMPLATES_PATH],
  },
  { label: 'Payouts', to: PAYOUTS_PATH, icon: IconCash, activeOn: [PAYOUTS_PATH] },
  { label: 'Team', to: TEAM_PATH, icon: IconUsersGroup, activeOn: [TEAM_PATH] },
];

/**
 * The entries of `items` whose screen the member's role opens (docs/product/team.md#what-the-web-shows).
 * `Manage Vendors` stays while any vendor tab opens, and leads to the first that does.
 */
export function navItemsFor(items: readonly NavItem[], permissions: Permissions): NavItem[] {
  return items.flatMap((item) => {
    if (canOpen(item.to, permissions)) return [item];
    if (item.to !== VENDOR_TABS[0].path) return [];
    const tab = VENDOR_TABS.find((t) => canOpen(t.path, permissions));
    return tab ? [{ ...item, to: tab.path }] : [];
  });
}

/** Whether `item` is highlighted at `pathname` (routes match case-insensitively, like the router). */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.toLowerCase();
  return item.activeOn.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
