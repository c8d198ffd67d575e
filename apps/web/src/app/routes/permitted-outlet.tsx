import { Navigate, Outlet, useLocation } from 'react-router';
import { usePermissions } from '@/components/can';
import { HOME_PATH } from '@/lib/paths';
import { canOpen, firstOpenPath } from '@/lib/route-permissions';
import { lazyScreen } from '../lazy-screen';

const NoAccessPage = lazyScreen(
  () => import('./no-access'),
  (m) => m.NoAccessPage,
);

/**
 * The route's screen when the member's role opens it (lib/route-permissions.ts), else the no-access page.
 * The home leads a member whose role does not open the Vendor List to the first screen it does open
 * (docs/product/shell-and-sign-in.md#access-rule).
 */
export function PermittedOutlet() {
  const { pathname } = useLocation();
  const permissions = usePermissions();
  if (canOpen(pathname, permissions)) return <Outlet />;
  const first = firstOpenPath(permissions);
  if (first && pathname.toLowerCase().replace(/\/+$/, '') === HOME_PATH)
    return <Navigate to={first} replace />;
  return <NoAccessPage />;
}
