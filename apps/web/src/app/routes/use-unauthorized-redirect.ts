import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { LOGIN_PATH, signInPath } from '@/lib/paths';

/** When the server rejects the token: back to /adminlogin, remembering where the admin was. */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const current = useRef({ pathname, origin: `${pathname}${search}${hash}` });

  useEffect(() => {
    current.current = { pathname, origin: `${pathname}${search}${hash}` };
  }, [pathname, search, hash]);

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        const { pathname: path, origin } = current.current;
        if (path !== LOGIN_PATH) navigate(signInPath(origin), { replace: true });
      }),
    [navigate],
  );
}
