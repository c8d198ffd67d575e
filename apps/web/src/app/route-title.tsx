import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { HOME_PATH } from '@/lib/paths';
import { documentTitle, pageTitleFor } from './page-titles';

/**
 * Sets the document title of the route showing (app/page-titles.ts names them). An effect, not a
 * rendered `<title>`: a hoisted `<title>` beside the routes made the assign view lose its state when the
 * address's query changed (e2e/tests/dispatch.spec.ts).
 */
export function RouteTitle() {
  const { pathname, search } = useLocation();
  const title = documentTitle(pageTitleFor(pathname, search, HOME_PATH));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
