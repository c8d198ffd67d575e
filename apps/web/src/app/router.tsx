import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '@/lib/paths';
import { RedirectIfSignedIn } from './routes/redirect-if-signed-in';
import { RedirectToLogin } from './routes/redirect-to-login';
import { RequireAuth } from './routes/require-auth';
import { useUnauthorizedRedirect } from './routes/use-unauthorized-redirect';

const LoginPage = lazy(() =>
  import('@/features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })),
);
const AppLayout = lazy(() => import('./shell/app-layout').then((m) => ({ default: m.AppLayout })));
const VendorTabsLayout = lazy(() =>
  import('./shell/vendor-tabs-layout').then((m) => ({ default: m.VendorTabsLayout })),
);
const SetPricingPage = lazy(() =>
  import('./routes/set-pricing').then((m) => ({ default: m.SetPricingPage })),
);
const NotFoundPage = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundPage })));

/** Each screen is its own chunk, loaded on first visit. */
const VendorListPage = lazy(() =>
  import('@/features/vendors/pages/vendor-list-page').then((m) => ({ default: m.VendorListPage })),
);
const PendingApprovalPage = lazy(() =>
  import('@/features/vendors/pages/pending-approval-page').then((m) => ({ default: m.PendingApprovalPage })),
);
const PendingApprovalViewPage = lazy(() =>
  import('@/features/vendors/pages/pending-approval-view-page').then((m) => ({
    default: m.PendingApprovalViewPage,
  })),
);
const BlockedVendorsPage = lazy(() =>
  import('@/features/vendors/pages/blocked-vendors-page').then((m) => ({ default: m.BlockedVendorsPage })),
);
const AddVendorPage = lazy(() =>
  import('@/features/vendors/pages/add-vendor-page').then((m) => ({ default: m.AddVendorPage })),
);
const VendorPaymentsPage = lazy(() =>
  import('@/features/vendor-payments/pages/vendor-payments-page').then((m) => ({
    default: m.VendorPaymentsPage,
  })),
);
const ServiceCategoryPage = lazy(() =>
  import('@/features/catalogue/pages/service-category-page').then((m) => ({
    default: m.ServiceCategoryPage,
  })),
);
const AddServiceCategoryPage = lazy(() =>
  import('@/features/catalogue/pages/add-service-category-page').then((m) => ({
    default: m.AddServiceCategoryPage,
  })),
);
const AddSubServicePage = lazy(() =>
  import('@/features/catalogue/pages/add-sub-service-page').then((m) => ({ default: m.AddSubServicePage })),
);
const BookingDetailsPage = lazy(() =>
  import('@/features/bookings/pages/booking-details-page').then((m) => ({ default: m.BookingDetailsPage })),
);
const MessagesPage = lazy(() =>
  import('@/features/chat/pages/messages-page').then((m) => ({ default: m.MessagesPage })),
);
const UserDetailsPage = lazy(() =>
  import('@/features/customers/pages/user-details-page').then((m) => ({ default: m.UserDetailsPage })),
);
const UserPaymentDetailsPage = lazy(() =>
  import('@/features/customers/pages/user-payment-details-page').then((m) => ({
    default: m.UserPaymentDetailsPage,
  })),
);
const ComplaintsPage = lazy(() =>
  import('@/features/complaints/pages/complaints-page').then((m) => ({ default: m.ComplaintsPage })),
);
const SubscriptionsPage = lazy(() =>
  import('@/features/subscriptions/pages/subscriptions-page').then((m) => ({ default: m.SubscriptionsPage })),
);
const AddSubscriptionsPage = lazy(() =>
  import('@/features/subscriptions/pages/add-subscriptions-page').then((m) => ({
    default: m.AddSubscriptionsPage,
  })),
);

/** Every route of SPEC §2 "Route list". Screens load on demand. */
export function AppRoutes() {
  useUnauthorizedRedirect();

  return (
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
          <Route path="managevendor" element={<VendorListPage />} />
          <Route path="pendingapproval" element={<PendingApprovalPage />} />
          <Route path="vendorpayments" element={<VendorPaymentsPage />} />
          <Route path="servicecategory" element={<ServiceCategoryPage />} />
          <Route path="bookingdetails" element={<BookingDetailsPage />} />
          <Route path="blockedvendors" element={<BlockedVendorsPage />} />
        </Route>
        <Route path="pendingapprovalview/:vendorId" element={<PendingApprovalViewPage />} />
        <Route path="addservicecategory" element={<AddServiceCategoryPage />} />
        <Route path="addsubservice" element={<AddSubServicePage />} />
        <Route path="addvendor" element={<AddVendorPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="userdetails" element={<UserDetailsPage />} />
        <Route path="userpaymentdetails" element={<UserPaymentDetailsPage />} />
        <Route path="admincomplains" element={<ComplaintsPage />} />
        <Route path="subscriptions" element={<SubscriptionsPage />} />
        <Route path="addsubscriptions" element={<AddSubscriptionsPage />} />
        <Route path="setpricing" element={<SetPricingPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
