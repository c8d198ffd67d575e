import { requestMe } from '@/api/get-me-request';
import { requestFirstVendorPage, vendorListParamsFromUrl } from '@/features/vendors/api/vendor-list-request';
import { HOME_PATH } from '@/lib/paths';
import { isSignedIn } from '@/lib/session';

/**
 * main.tsx imports this module first, so it runs before React and the rest of the entry chunk are
 * evaluated: a signed-in cold /managevendor (or /, which leads there) asks for the page its URL names
 * (search, filters, sort and page in the query string) at once, and the data is on its way while the
 * code is still starting (ADR 027). Any signed-in cold load also asks who is signed in (GET /admin/me),
 * which the shell needs before it draws the member's entries (docs/product/team.md#what-the-web-shows).
 */
const path = window.location.pathname === '/' ? HOME_PATH : window.location.pathname;
if (isSignedIn() && path === HOME_PATH) {
  requestFirstVendorPage(vendorListParamsFromUrl(window.location.search));
}
if (isSignedIn()) requestMe();
