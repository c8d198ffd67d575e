export const LOGIN_PATH = '/adminlogin';
export const HOME_PATH = '/managevendor';
/** The operator cockpit's screens (docs/product/cockpit.md); outside the sidebar. */
export const DASHBOARD_PATH = '/dashboard';
export const AUDIT_PATH = '/audit';
/** Deliveries to the outside world: the outbox (docs/product/deliveries.md#screen). */
export const DELIVERIES_PATH = '/deliveries';
/** What vendors and customers are told, edited by operators (docs/product/message-templates-screen.md). */
export const MESSAGE_TEMPLATES_PATH = '/message-templates';
/** Refunds of customer payments, reached from User Payment Details (docs/product/refunds-screens.md#refunds). */
export const REFUNDS_PATH = '/refunds';
/** Payouts to vendors (docs/product/payouts.md#screen). */
export const PAYOUTS_PATH = '/payouts';
/** GST tax invoices of vendors' plan payments and their credit notes (docs/product/invoices.md#screen). */
export const INVOICES_PATH = '/invoices';
/** The service categories' commission (docs/product/vendor-ledger.md#commission-screen). */
export const COMMISSION_PATH = '/commission';
/** Vendors' balances and each vendor's ledger (docs/product/vendor-ledger.md#vendor-earnings-screen). */
export const VENDOR_EARNINGS_PATH = '/vendor-earnings';
/** The day board: vendors × slots and the unassigned queue (docs/product/dispatch-board.md). */
export const DISPATCH_PATH = '/dispatch';
/** The team and its roles (docs/product/team.md#screens-team). */
export const TEAM_PATH = '/team';
/** The member's own account: name, password, two-step sign-in, sessions (docs/product/team.md#account). */
export const ACCOUNT_PATH = '/account';

const NEXT_PARAM = 'next';

/** The sign-in URL that brings the admin back to `origin` (path + search + hash) afterwards. */
export function signInPath(origin?: string): string {
  const next = origin === undefined ? null : safeNextPath(origin);
  return next === null ? LOGIN_PATH : `${LOGIN_PATH}?${new URLSearchParams({ [NEXT_PARAM]: next })}`;
}

/** Where to go after signing in: the remembered origin when it is a local app path, else the vendor list. */
export function postSignInPath(search: string): string {
  return safeNextPath(new URLSearchParams(search).get(NEXT_PARAM)) ?? HOME_PATH;
}

function safeNextPath(raw: string | null): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  const pathname = raw.split(/[?#]/, 1)[0];
  if (pathname === '/' || pathname === LOGIN_PATH || pathname === '/login') return null;
  return raw;
}
