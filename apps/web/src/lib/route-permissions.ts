import type { Permission } from '@seva/contract';
import {
  AUDIT_PATH,
  COMMISSION_PATH,
  DASHBOARD_PATH,
  DELIVERIES_PATH,
  DISPATCH_PATH,
  HOME_PATH,
  INVOICES_PATH,
  MESSAGE_TEMPLATES_PATH,
  PAYOUTS_PATH,
  REFUNDS_PATH,
  TEAM_PATH,
  VENDOR_EARNINGS_PATH,
} from './paths';

/** What the member may do: their role's permissions (GET /admin/me). */
export type Permissions = ReadonlySet<Permission>;

/**
 * What each screen needs, in one place (docs/product/team.md#what-the-web-shows): by the path's first
 * segment, or its first two where a view under it needs more (the assign view). Every key listed is needed;
 * a route not listed (/setpricing, /account, an unknown address) needs only a signed-in member. The sidebar, the
 * top bar, the vendor and customer tabs and the bell show a way to a screen only when it opens.
 */
const ROUTE_PERMISSIONS: Readonly<Record<string, readonly Permission[]>> = {
  '/managevendor': ['vendors.read'],
  '/pendingapproval': ['vendors.read'],
  '/pendingapprovalview': ['vendors.read'],
  '/vendorpayments': ['payments.read'],
  '/servicecategory': ['vendors.read'],
  '/addservicecategory': ['vendors.read', 'catalogue.manage'],
  '/addsubservice': ['vendors.read', 'catalogue.manage'],
  '/bookingdetails': ['bookings.read'],
  '/bookingdetails/assign': ['bookings.read', 'bookings.assign'],
  [DISPATCH_PATH]: ['bookings.read'],
  '/blockedvendors': ['vendors.read'],
  '/addvendor': ['vendors.decide'],
  '/messages': ['chat.use'],
  '/userdetails': ['customers.read'],
  '/userpaymentdetails': ['payments.read'],
  [REFUNDS_PATH]: ['payments.read'],
  '/admincomplains': ['complaints.read'],
  '/subscriptions': ['payments.read'],
  [INVOICES_PATH]: ['payments.read'],
  '/addsubscriptions': ['catalogue.manage'],
  [VENDOR_EARNINGS_PATH]: ['payments.read'],
  [COMMISSION_PATH]: ['payments.read'],
  [DASHBOARD_PATH]: ['dashboard.read'],
  [AUDIT_PATH]: ['audit.read'],
  [DELIVERIES_PATH]: ['deliveries.manage'],
  [MESSAGE_TEMPLATES_PATH]: ['messages.manage'],
  [PAYOUTS_PATH]: ['payments.read'],
  [TEAM_PATH]: ['team.manage'],
};

/**
 * The screens a member may land on, in the order the shell lists them: the vendor tabs, the sidebar's
 * other entries, then the top bar's. The home ('/', and /managevendor after signing in) leads a member
 * without `vendors.read` to the first of these they can open.
 */
const LANDING_ORDER: readonly string[] = [
  HOME_PATH,
  '/pendingapproval',
  '/vendorpayments',
  '/servicecategory',
  '/bookingdetails',
  '/blockedvendors',
  DISPATCH_PATH,
  '/messages',
  '/userdetails',
  '/userpaymentdetails',
  REFUNDS_PATH,
  '/admincomplains',
  '/subscriptions',
  INVOICES_PATH,
  VENDOR_EARNINGS_PATH,
  COMMISSION_PATH,
  DASHBOARD_PATH,
  AUDIT_PATH,
  DELIVERIES_PATH,
  MESSAGE_TEMPLATES_PATH,
  PAYOUTS_PATH,
  TEAM_PATH,
];

/** The permissions the route at `pathname` needs (none beyond signing in: []). Routes match case-insensitively. */
export function routePermissions(pathname: string): readonly Permission[] {
  // A link's query and hash do not change the screen it opens (`/refunds?status=failed` is /refunds).
  const segments = (pathname.split(/[?#]/, 1)[0] ?? '').toLowerCase().split('/').filter(Boolean);
  const two = `/${segments.slice(0, 2).join('/')}`;
  const one = `/${segments[0] ?? ''}`;
  return ROUTE_PERMISSIONS[two] ?? ROUTE_PERMISSIONS[one] ?? [];
}

/** Whether a member with `permissions` may open the screen at `pathname`. */
export function canOpen(pathname: string, permissions: Permissions): boolean {
  return routePermissions(pathname).every((permission) => permissions.has(permission));
}

/** The first screen a member with `permissions` may open, or null when their role opens none. */
export function firstOpenPath(permissions: Permissions): string | null {
  return LANDING_ORDER.find((path) => canOpen(path, permissions)) ?? null;
}
