import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signInPath } from '@/lib/paths';
import { SESSION_KEYS } from '@/lib/session';

/** When another tab signs out (the stored token disappears), this tab returns to sign-in too. */
export function useSignOutFromOtherTabs(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const origin = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const tokenRemoved = (event.key === SESSION_KEYS.token || event.key === null) && !event.newValue;
      if (tokenRemoved) navigate(signInPath(origin), { replace: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate, origin]);
}
