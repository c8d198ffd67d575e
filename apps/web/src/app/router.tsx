import type { QueryClient } from '@tanstack/react-query';
import { Navigate, Route, Routes } from 'react-router';
import { prefetchMe } from '@/api/get-me';
import { prefetchFirstVendorPage } from '@/features/vendors/api/vendor-list-query';
import { HOME_PATH, LOGIN_PATH } from '@/lib/paths';
import { isSignedIn } from '@/lib/session';
import { type LazyScreen, lazyScreen } from './lazy-screen';
import { RouteTitle } from './route-title';
import { RedirectIfSignedIn } from './routes/redirect-if-signed-in';
import { RedirectToLogin } from './routes/redirect-to-login';
import { RequireAuth } from './routes/require-auth';
import { useUnauthorizedRedirect } from './routes/use-unauthorized-redirect';

const LoginPage = lazyScreen(
  () => import('@/features/auth/pages/login-page'),
  (m) => m.LoginPage,
);
const AppLayout = lazyScreen(
  () => import('./shell/app-layout'),
  (m) => m.AppLayout,
);
const VendorTabsLayout = lazyScreen(
  () => import('./shell/vendor-tabs-layout'),
  (m) => m.VendorTabsLayout,
);
const SetPricingPage = lazyScreen(
  () => import('./routes/set-pricing'),
  (m) => m.SetPricingPage,
);
const NotFoundPage = lazyScreen(
  () => import('./routes/not-found'),
  (m) => m.NotFoundPage,
);

/** Each screen is its own chunk, loaded on first visit. */
const VendorListPage = lazyScreen(
  () => import('@/features/vendors/pages/vendor-list-page'),
  (m) => m.VendorListPage,
);
const PendingApprovalPage = lazyScreen(
  () => import('@/features/vendors/pages/pending-approval-page'),
  (m) => m.PendingApprovalPage,
);
const PendingApprovalViewPage = lazyScreen(
  () => import('@/features/vendors/pages/pending-approval-view-page'),
  (m) => m.PendingApprovalViewPage,
);
const BlockedVendorsPage = lazyScreen(
  () => import('@/features/vendors/pages/blocked-vendors-page'),
  (m) => m.BlockedVendorsPage,
);
const AddVendorPage = lazyScreen(
  () => import('@/features/vendors/pages/add-vendor-page'),
  (m) => m.AddVendorPage,
);
const VendorPaymentsPage = lazyScreen(
  () => import('@/features/vendor-payments/pages/vendor-payments-page'),
  (m) => m.VendorPaymentsPage,
);
const ServiceCategoryPage = lazyScreen(
  () => import('@/features/catalogue/pages/service-category-page'),
  (m) => m.ServiceCategoryPage,
);
const AddServiceCategoryPage = lazyScreen(
  () => import('@/features/catalogue/pages/add-service-category-page'),
  (m) => m.AddServiceCategoryPage,
);
const AddSubServicePage = lazyScreen(
  () => import('@/features/catalogue/pages/add-sub-service-page'),
  (m) => m.AddSubServicePage,
);
const BookingDetailsPage = lazyScreen(
  () => import('@/features/bookings/pages/booking-details-page'),
  (m) => m.BookingDetailsPage,
);
const MessagesPage = lazyScreen(
  () => import('@/features/chat/pages/messages-page'),
  (m) => m.MessagesPage,
);
const UserDetailsPage = lazyScreen(
  () => import('@/features/customers/pages/user-details-page'),
  (m) => m.UserDetailsPage,
);
const UserPaymentDetailsPage = lazyScreen(
  () => import('@/features/customers/pages/user-payment-details-page'),
  (m) => m.UserPaymentDetailsPage,
);
const RefundsPage = lazyScreen(
  () => import('@/features/refunds/pages/refunds-page'),
  (m) => m.RefundsPage,
);
const InvoicesPage = lazyScreen(
  () => import('@/features/invoices/pages/invoices-page'),
  (m) => m.InvoicesPage,
);
const VendorEarningsPage = lazyScreen(
  () => import('@/features/vendor-earnings/pages/vendor-earnings-page'),
  (m) => m.VendorEarningsPage,
);
const VendorLedgerPage = lazyScreen(
  () => import('@/features/vendor-earnings/pages/vendor-ledger-page'),
  (m) => m.VendorLedgerPage,
);
const CommissionPage = lazyScreen(
  () => import('@/features/commission/pages/commission-page'),
  (m) => m.CommissionPage,
);
const ComplaintsPage = lazyScreen(
  () => import('@/features/complaints/pages/complaints-page'),
  (m) => m.ComplaintsPage,
);
const DashboardPage = lazyScreen(
  () => import('@/features/dashboard/pages/dashboard-page'),
  (m) => m.DashboardPage,
);
const AuditPage = lazyScreen(
  () => import('@/features/audit/pages/audit-page'),
  (m) => m.AuditPage,
);
const DeliveriesPage = lazyScreen(
  () => import('@/features/deliveries/pages/deliveries-page'),
  (m) => m.DeliveriesPage,
);
const MessageTemplatesPage = lazyScreen(
  () => import('@/features/message-templates/pages/message-templates-page'),
  (m) => m.MessageTemplatesPage,
);
const DispatchBoardPage = lazyScreen(
  () => import('@/features/bookings/pages/dispatch-board-page'),
  (m) => m.DispatchBoardPage,
);
const PayoutsPage = lazyScreen(
  () => import('@/features/payouts/pages/payouts-page'),
  (m) => m.PayoutsPage,
);
const TeamPage = lazyScreen(
  () => import('@/features/team/pages/team-page'),
  (m) => m.TeamPage,
);
const AccountPage = lazyScreen(
  () => import('@/features/account/pages/account-page'),
  (m) => m.AccountPage,
);
const SubscriptionsPage = lazyScreen(
  () => import('@/features/subscriptions/pages/subscriptions-page'),
  (m) => m.SubscriptionsPage,
);
const AddSubscriptionsPage = lazyScreen(
  () => import('@/features/subscriptions/pages/add-subscriptions-page'),
  (m) => m.AddSubscriptionsPage,
);

/** The screens under the vendor tabs, by path. */
const VENDOR_TAB_SCREENS: Record<string, LazyScreen> = {
  managevendor: VendorListPage,
  pendingapproval: PendingApprovalPage,
  vendorpayments: VendorPaymentsPage,
  servicecategory: ServiceCategoryPage,
  bookingdetails: BookingDetailsPage,
  blockedvendors: BlockedVendorsPage,
};

/** The other screens of the signed-in shell, by path. */
const OTHER_SCREENS: Record<string, LazyScreen> = {
  addservicecategory: AddServiceCategoryPage,
  addsubservice: AddSubServicePage,
  addvendor: AddVendorPage,
  dispatch: DispatchBoardPage,
  messages: MessagesPage,
  userdetails: UserDetailsPage,
  userpaymentdetails: UserPaymentDetailsPage,
  refunds: RefundsPage,
  invoices: InvoicesPage,
  'vendor-earnings': VendorEarningsPage,
  commission: CommissionPage,
  admincomplains: ComplaintsPage,
  subscriptions: SubscriptionsPage,
  addsubscriptions: AddSubscriptionsPage,
  setpricing: SetPricingPage,
  dashboard: DashboardPage,
  audit: AuditPage,
  deliveries: DeliveriesPage,
  'message-templates': MessageTemplatesPage,
  payouts: PayoutsPage,
  team: TeamPage,
  account: AccountPage,
};

/**
 * On a cold load, fetch the code the address needs (shell, vendor tabs, screen) all at once: rendering
 * would otherwise discover each lazy layer only after the one above it had loaded. The Vendor List's
 * first page is asked for at the same time, and who is signed in (the shell draws only what their role
 * allows). Resolves when the code and who is signed in are there (or failed to load).
 */
export function preloadScreensFor(
  pathname: string,
  search: string,
  queryClient: QueryClient,
): Promise<unknown> {
  if (!isSignedIn()) return LoginPage.preload();
  // '/' leads to the home screen.
  const path = (pathname === '/' ? HOME_PATH : pathname).replace(/^\//, '');
  if (path === 'managevendor') void prefetchFirstVendorPage(queryClient, search);
  const tab = VENDOR_TAB_SCREENS[path.startsWith('bookingdetails/assign/') ? 'bookingdetails' : path];
  const screen = path.startsWith('pendingapprovalview/')
    ? PendingApprovalViewPage
    : path.startsWith('vendor-earnings/')
      ? VendorLedgerPage
      : (tab ?? OTHER_SCREENS[path]);
  const code = [AppLayout, ...(tab ? [VendorTabsLayout] : []), ...(screen ? [screen] : [])];
  return Promise.all([...code.map((layer) => layer.preload()), prefetchMe(queryClient)]);
}

/** Every route of docs/product/shell-and-sign-in.md#routes. Screens load on demand. */
export function AppRoutes() {
  useUnauthorizedRedirect();

  return (
    <>
      <RouteTitle />
      <Routes>
        <Route
          path={LOGIN_PATH}
          element={
            <RedirectIfSignedIn>
              <LoginPage />
            </RedirectIfSignedIn>
          }
        />
        <Route path="/login" element={<RedirectToLogin />} />
        <Route
          element={
            <RequireAuth>
              <AppLayout />
            </RequireAuth>
          }
        >
          <Route index element={<Navigate to={HOME_PATH} replace />} />
          <Route element={<VendorTabsLayout />}>
            {Object.entries(VENDOR_TAB_SCREENS).map(([path, Screen]) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
            {/* The assign view of Booking Details (features/bookings/pages/booking-details-page.tsx). */}
            <Route path="bookingdetails/assign/:bookingId" element={<BookingDetailsPage />} />
          </Route>
          <Route path="pendingapprovalview/:vendorId" element={<PendingApprovalViewPage />} />
          <Route path="vendor-earnings/:vendorId" element={<VendorLedgerPage />} />
          {Object.entries(OTHER_SCREENS).map(([path, Screen]) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
