import { TeamMessages } from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { deferred, fail, jsonResponse, mockFetch, ok } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render';
import { aMe } from '@/test/team-fixtures';
import { makeVendor } from '@/test/vendor-fixtures';
import { AppRoutes } from './router';
import { NoAccessTexts } from './routes/no-access';

/**
 * What the web shows a member whose role is not the owner's (docs/product/team.md#what-the-web-shows):
 * their sidebar, tabs, links and buttons, and the no-access page on a route their role does not open.
 */
const asha = makeVendor({ vendor_id: 1, vendor_name: 'Asha Patil', is_approved: 1 });
const ravi = makeVendor({ vendor_id: 2, vendor_name: 'Ravi Kumar' });

// The screens' code loads on demand; loaded once here, so that each story waits for its screen and not
// for a busy machine compiling the chunks on first use.
beforeAll(
  () =>
    Promise.all([
      import('./shell/app-layout'),
      import('./shell/vendor-tabs-layout'),
      import('./routes/no-access'),
      import('@/features/vendors/pages/vendor-list-page'),
      import('@/features/vendors/pages/pending-approval-page'),
      import('@/features/bookings/pages/booking-details-page'),
      import('@/features/account/pages/account-page'),
    ]),
  60_000,
);

function signIn() {
  startSession({ token: 'session-token', admin: { id: 5, name: 'Dev Dispatcher' } });
}

function mockScreens() {
  return mockFetch({
    'GET /admin/data/vendors': () => ok([asha], 1),
    'GET /admin/data/getvendors_pending': () => ok([ravi], 1),
    'GET /admin/data/getSERVICE_CATEGORIES': () => ok([]),
  });
}

const dispatcher = aMe('dispatcher', { id: 5, name: 'Dev Dispatcher' });

function texts(elements: HTMLElement[]): (string | null)[] {
  return elements.map((element) => element.textContent);
}

describe("a dispatcher's screens", () => {
  it('shows its own sidebar entries, top bar links and vendor tabs, and no button its role does not allow', async () => {
    signIn();
    mockScreens();
    renderWithProviders(<AppRoutes />, { route: '/managevendor', me: dispatcher });

    expect(await screen.findByRole('button', { name: 'Asha Patil' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(texts(within(sidebar).getAllByRole('link'))).toEqual([
      'Manage Vendors',
      'Dispatch board',
      'Messages',
      'User Details',
      'Complaints',
      'Dashboard',
    ]);
    expect(texts(within(screen.getByRole('navigation', { name: 'Cockpit' })).getAllByRole('link'))).toEqual([
      'Dashboard',
    ]);
    expect(
      texts(within(screen.getByRole('tablist', { name: 'Vendor screens' })).getAllByRole('tab')),
    ).toEqual(['Vendor List', 'Pending Approval', 'Service Category', 'Booking Details', 'Blocked Vendors']);

    // No Block, Unblock or Edit details: the row keeps only View details, without a ⋮ menu.
    expect(screen.getByRole('button', { name: 'View details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Asha Patil' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add Vendor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Select rows' })).toBeNull();
  });

  it('offers no Approve or Reject on Pending Approval, and no selection for them', async () => {
    signIn();
    mockScreens();
    renderWithProviders(<AppRoutes />, { route: '/pendingapproval', me: dispatcher });

    const card = await screen.findByRole('article', { name: 'Ravi Kumar' });
    expect(within(card).getByRole('button', { name: 'View More' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(within(card).queryByRole('checkbox')).toBeNull();
  });

  it('shows the no-access page on /subscriptions, with the way back to the Vendor List', async () => {
    signIn();
    const requests = mockScreens();
    const { user } = renderWithProviders(<AppRoutes />, { route: '/subscriptions', me: dispatcher });

    expect(await screen.findByRole('heading', { level: 1, name: NoAccessTexts.title })).toBeInTheDocument();
    expect(screen.getByText(NoAccessTexts.description)).toBeInTheDocument();
    // The screen never loads, so it asks the server for nothing it would refuse.
    expect(requests.some((r) => r.path === '/admin/data/getSUBSCRIPTIONS')).toBe(false);
    expect(currentLocation()).toBe('/subscriptions');

    await user.click(screen.getByRole('link', { name: 'Back to Vendor List' }));
    expect(await screen.findByRole('heading', { name: 'Vendor List' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/managevendor');
  });

  it('shows the no-access page on a vendor tab its role does not open, and on /team', async () => {
    signIn();
    mockScreens();
    const { unmount } = renderWithProviders(<AppRoutes />, { route: '/vendorpayments', me: dispatcher });
    expect(await screen.findByRole('heading', { name: NoAccessTexts.title })).toBeInTheDocument();
    unmount();

    renderWithProviders(<AppRoutes />, { route: '/team', me: dispatcher });
    expect(await screen.findByRole('heading', { name: NoAccessTexts.title })).toBeInTheDocument();
  });
});

describe('the home of a role without the Vendor List', () => {
  const fieldLead = aMe('owner', { role: 'field_lead', permissions: ['bookings.read', 'chat.use'] });

  it('leads / to the first screen the role opens', async () => {
    signIn();
    mockFetch({ 'GET /admin/data/getcustomerservicedetails': () => ok([], 0) });
    renderWithProviders(<AppRoutes />, { route: '/', me: fieldLead });

    await waitFor(() => expect(currentLocation()).toBe('/bookingdetails'));
    expect(screen.queryByRole('heading', { name: NoAccessTexts.title })).toBeNull();
  });

  it('says so when the role opens no screen at all, with no way back to offer', async () => {
    signIn();
    mockFetch({});
    renderWithProviders(<AppRoutes />, {
      route: '/',
      me: aMe('owner', { role: 'exporter', permissions: ['reports.export'] }),
    });

    expect(await screen.findByRole('heading', { name: NoAccessTexts.title })).toBeInTheDocument();
    expect(screen.getByText(NoAccessTexts.nowhere)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Back to/ })).toBeNull();
  });
});

describe('the account screen', () => {
  it('is linked from the top bar for every member, a role that opens no other screen too', async () => {
    signIn();
    mockFetch({ 'GET /admin/me/sessions': () => ok([]) });
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/',
      me: aMe('owner', { role: 'exporter', permissions: ['reports.export'] }),
    });

    const banner = await screen.findByRole('banner');
    await user.click(within(banner).getByRole('link', { name: 'Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/account');
  });

  it('opens for a member refused everywhere else until two-step sign-in is on, the shell staying calm', async () => {
    signIn();
    const refused = () => fail(403, TeamMessages.mfaSetupRequired);
    const requests = mockFetch({
      'GET /admin/data/vendors': refused,
      'GET /admin/data/getSERVICE_CATEGORIES': refused,
      'GET /admin/notifications': refused,
      'GET /admin/me/sessions': refused,
    });
    const { user } = renderWithProviders(<AppRoutes />, { route: '/managevendor', me: aMe('finance') });

    // The screen says why it has nothing; the frame, its bell and its links stay.
    expect(await screen.findByText(new RegExp(TeamMessages.mfaSetupRequired))).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();

    await user.click(within(banner).getByRole('link', { name: 'Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your role requires two-step sign-in. Turn it on here; the other screens open once it is on.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: NoAccessTexts.title })).toBeNull();
    // A refusal is no sign-out: the member stays signed in.
    expect(requests.some((r) => r.path === '/admin/me/sessions')).toBe(true);
    expect(currentLocation()).toBe('/account');
  });
});

describe('who is signed in', () => {
  it('is asked once before the shell draws its entries', async () => {
    signIn();
    const answer = deferred<Response>();
    const requests = mockFetch({
      'GET /admin/me': () => answer.promise,
      'GET /admin/data/getcustomers': () => ok([], 0),
    });
    renderWithProviders(<AppRoutes />, { route: '/userdetails', me: null });

    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();

    answer.resolve(ok(aMe('finance')));
    const sidebar = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(texts(within(sidebar).getAllByRole('link'))).toEqual([
      'Manage Vendors',
      'Dispatch board',
      'User Details',
      'Subscriptions',
      'Invoices',
      'Vendor earnings',
      'Commission',
      'Dashboard',
      'Audit trail',
      'Payouts',
    ]);
    expect(requests.filter((r) => r.path === '/admin/me')).toHaveLength(1);
    expect(requests.find((r) => r.path === '/admin/me')?.headers.get('Authorization')).toBe(
      'Bearer session-token',
    );
  });

  it("shows the server's message with Retry when it cannot be loaded", async () => {
    signIn();
    let answers = 0;
    mockFetch({
      'GET /admin/me': () => {
        answers += 1;
        return answers === 1 ? fail(500, 'Database unavailable') : ok(aMe());
      },
    });
    const { user } = renderWithProviders(<AppRoutes />, { route: '/setpricing', me: null });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your account');
    expect(alert).toHaveTextContent('Database unavailable');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('returns to sign-in when the server refuses the token', async () => {
    signIn();
    mockFetch({ 'GET /admin/me': () => jsonResponse(401, { success: false, message: 'Invalid token' }) });
    renderWithProviders(<AppRoutes />, { route: '/messages', me: null });

    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(currentLocation()).toBe('/adminlogin?next=%2Fmessages');
  });

  it('is forgotten on Logout, which still ends at sign-in', async () => {
    signIn();
    mockFetch({
      'GET /admin/data/getcustomers': () => ok([], 0),
      'POST /admin/logout': () => ok(null),
    });
    const { user } = renderWithProviders(<AppRoutes />, { route: '/userdetails' });
    const sidebar = await screen.findByRole('navigation', { name: 'Main navigation' });

    await user.click(within(sidebar).getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure do you want to logout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(currentLocation()).toBe('/adminlogin');
  });
});
