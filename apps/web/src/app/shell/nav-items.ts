import {
  IconBuildingStore,
  IconChartBar,
  IconCreditCard,
  IconHistory,
  IconMessageCircle,
  IconMessageReport,
  type IconProps,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { AUDIT_PATH, DASHBOARD_PATH } from '@/lib/paths';

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
  { label: 'Messages', to: '/messages', icon: IconMessageCircle, activeOn: ['/messages'] },
  {
    label: 'User Details',
    to: '/userdetails',
    icon: IconUsers,
    activeOn: ['/userdetails', '/userpaymentdetails'],
  },
  { label: 'Complaints', to: '/admincomplains', icon: IconMessageReport, activeOn: ['/admincomplains'] },
  {
    label: 'Subscriptions',
    to: '/subscriptions',
    icon: IconCreditCard,
    activeOn: ['/subscriptions', '/addsubscriptions'],
  },
];

/**
 * The cockpit's screens (docs/product/cockpit.md), linked from the top bar; below 768 px the top bar has no
 * room for them and the sidebar drawer lists them after its entries, so a phone reaches them too.
 */
export const COCKPIT_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: DASHBOARD_PATH, icon: IconChartBar, activeOn: [DASHBOARD_PATH] },
  { label: 'Audit trail', to: AUDIT_PATH, icon: IconHistory, activeOn: [AUDIT_PATH] },
];

/** Whether `item` is highlighted at `pathname` (routes match case-insensitively, like the router). */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.toLowerCase();
  return item.activeOn.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
