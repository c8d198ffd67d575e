import { useLocation } from 'react-router';
import { HOME_PATH } from '@/lib/paths';
import { documentTitle, pageTitleFor } from './page-titles';

/** The document title of the route showing (React 19 hoists <title> into <head>); app/page-titles.ts names them. */
export function RouteTitle() {
  const { pathname, search } = useLocation();
  return <title>{documentTitle(pageTitleFor(pathname, search, HOME_PATH))}</title>;
}
