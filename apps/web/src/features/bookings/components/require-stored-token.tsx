import { notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSignedIn, subscribeToSession } from '@/lib/session';

export const NO_ADMIN_TOKEN = 'No admin token found';

/**
 * docs/product/bookings.md#access-to-the-screen: the booking screen redirects to /login when no admin token is stored
 * (including when it disappears while the screen is open); /login leads on to sign-in.
 */
export function RequireStoredToken({ children }: { children: ReactNode }) {
  const signedIn = useSyncExternalStore(subscribeToSession, isSignedIn, isSignedIn);
  const navigate = useNavigate();
  // The screen's own address, remembered so that sign-in can bring the admin back to it.
  const [origin] = useState(useLocation().pathname);

  useEffect(() => {
    if (signedIn) return;
    notifications.show({ id: 'no-admin-token', color: 'red', message: NO_ADMIN_TOKEN });
    navigate(`/login?${new URLSearchParams({ next: origin })}`, { replace: true });
  }, [signedIn, navigate, origin]);

  return signedIn ? children : null;
}
