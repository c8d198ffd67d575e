import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInPath } from '@/lib/paths';
import { isSignedIn } from '@/lib/session';

interface RequireAuthProps {
  children: ReactNode;
}

/**
 * Every route except /adminlogin needs a stored token; without one the admin is sent to sign in
 * and the origin is remembered (docs/product/shell-and-sign-in.md#access-rule). Checked again on every navigation.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const { pathname, search, hash } = useLocation();
  if (!isSignedIn()) return <Navigate to={signInPath(`${pathname}${search}${hash}`)} replace />;
  return children;
}
