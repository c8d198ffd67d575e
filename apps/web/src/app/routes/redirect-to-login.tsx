import { Navigate, useLocation } from 'react-router';
import { LOGIN_PATH } from '@/lib/paths';

/** /login (where the booking screen sends a signed-out admin) leads to sign-in, keeping ?next. */
export function RedirectToLogin() {
  const { search } = useLocation();
  return <Navigate to={`${LOGIN_PATH}${search}`} replace />;
}
