import { type ReactNode, useState } from 'react';
import { Navigate } from 'react-router';
import { HOME_PATH } from '@/lib/paths';
import { isSignedIn } from '@/lib/session';

interface RedirectIfSignedInProps {
  children: ReactNode;
}

/**
 * A signed-in admin opening the login screen goes to the vendor list. Decided once, on arrival:
 * password recovery stores a reset token while the screen is open, which must not count.
 */
export function RedirectIfSignedIn({ children }: RedirectIfSignedInProps) {
  const [signedInOnArrival] = useState(isSignedIn);
  if (signedInOnArrival) return <Navigate to={HOME_PATH} replace />;
  return children;
}
