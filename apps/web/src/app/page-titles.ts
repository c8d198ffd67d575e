import {
  ACCOUNT_PATH,
  AUDIT_PATH,
  COMMISSION_PATH,
  DASHBOARD_PATH,
  DELIVERIES_PATH,
  DISPATCH_PATH,
  INVOICES_PATH,
  LOGIN_PATH,
  MESSAGE_TEMPLATES_PATH,
  PAYOUTS_PATH,
  REFUNDS_PATH,
  TEAM_PATH,
  VENDOR_EARNINGS_PATH,
} from '@/lib/paths';
import { VENDOR_TABS } from './shell/vendor-tabs';

/** A route's title, or how its address (the query string's `id`: editing, not adding) decides it. */
type Title = string | ((search: URLSearchParams) => string);

const editingOr = (edit: string, add: string) => (search: URLSearchParams) => (search.has('id') ? edit : add);

/**
 * Every route's document title, in one place (docs/product/shell-and-sign-in.md#page-titles): the vendor
 * tabs' own labels, then the other screens as the sidebar and their headings name them. Keyed by the
 * path's first segment.
 */
const PAGE_TITLES: Readonly<Record<string, Title>> = {
  [LOGIN_PATH]: 'Sign in',
  ...Object.fromEntries(VENDOR_TABS.map((tab) => [tab.path, tab.label])),
  [DISPATCH_PATH]: 'Dispatch board',
  '/messages': 'Messages',
  '/userdetails': 'User Details',
  '/admincomplains': 'Complaints',
  '/subscriptions': 'Subscriptions',
  [INVOICES_PATH]: 'Invoices',
  '/userpaymentdetails': 'User Payment Details',
  [REFUNDS_PATH]: 'Refunds',
  [VENDOR_EARNINGS_PATH]: 'Vendor earnings',
  [COMMISSION_PATH]: 'Commission',
  '/pendingapprovalview': 'Pending Approval',
  '/addvendor': 'Add Vendor',
  '/addservicecategory': editingOr('Edit Service Category', 'Add Service Category'),
  '/addsubservice': editingOr('Edit Sub-Service', 'Add Sub-Service'),
  '/addsubscriptions': 'Add Subscriptions',
  '/setpricing': 'Set Pricing',
  [DASHBOARD_PATH]: 'Dashboard',
  [AUDIT_PATH]: 'Audit trail',
  [DELIVERIES_PATH]: 'Deliveries',
  [MESSAGE_TEMPLATES_PATH]: 'Message templates',
  [PAYOUTS_PATH]: 'Payouts',
  [TEAM_PATH]: 'Team',
  [ACCOUNT_PATH]: 'Account',
};

export const NOT_FOUND_TITLE = 'Page not found';

/** The title of the screen at `pathname` + `search` ('/' is the home screen's), without the product's name. */
export function pageTitleFor(pathname: string, search: string, home: string): string {
  const path = pathname === '/' ? home : pathname.toLowerCase().replace(/\/+$/, '');
  const title = PAGE_TITLES[`/${path.split('/')[1] ?? ''}`];
  if (title === undefined) return NOT_FOUND_TITLE;
  return typeof title === 'string' ? title : title(new URLSearchParams(search));
}

/** The document title: the screen's, then the product's name. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · Seva Admin`;
}
