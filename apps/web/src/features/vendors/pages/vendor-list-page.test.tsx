import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { letEmptyMediaQueryMatch } from '@/test/match-media';
import { currentLocation, renderWithProviders } from '@/test/render';
import { headerSort, rowMenuItem, sortableHeader } from '@/test/table';
import { makeVendor } from '@/test/vendor-fixtures';
import { prefetchFirstVendorPage } from '../api/vendor-list-query';
import { VendorListPage } from './vendor-list-page';

const active = makeVendor({
  vendor_id: 1,
  vendor_name: 'Asha Patil',
  is_approved: 1,
  approved_by: 1,
  approved_date: '2026-11-21T08:35:00.000Z',
  subscription_start_date: '2026-09-01',
});
const pending = makeVendor({ vendor_id: 2, vendor_name: 'Ravi Kumar', name_of_bussiness: null });
const categories = [
  {
    service_cat_id: 1,
    service_name: 'Plumbing',
    service_description: '',
    service_image_url: null,
    created_at: '',
    updated_at: '',
  },
  {
    service_cat_id: 2,
    service_name: 'Electrical',
    service_description: '',
    service_image_url: null,
    created_at: '',
    updated_at: '',
  },
];

function renderPage(
  listHandler: (call: RecordedRequest) => Response = () => ok([active, pending], 2),
  route = '/managevendor',
) {
  const calls = mockFetch({
    'GET /admin/data/vendors': listHandler,
    'GET /admin/data/getSERVICE_CATEGORIES': () => ok(categories),
  });
  const view = renderWithProviders(
    <>
      <Notifications />
      <VendorListPage />
    </>,
    { route },
  );
  const listCalls = () => calls.filter((c) => c.path === '/admin/data/vendors');
  return { ...view, calls, listCalls };
}

// The selection column (a checkbox, docs/product/vendors.md#bulk-actions) has no title.
const headers = () =>
  Array.from(document.querySelectorAll('thead th'))
    .filter((th) => !th.querySelector('input[type="checkbox"]'))
    .map((th) => th.textContent?.trim());

beforeEach(() => {
  letEmptyMediaQueryMatch();
  window.localStorage.setItem('adminToken', 'token');
  notifications.clean();
});

describe('VendorListPage', () => {
  it('asks first for the page a cold /managevendor requests before the screen renders', async () => {
    const early = mockFetch({ 'GET /admin/data/vendors': () => ok([], 0) });
    await prefetchFirstVendorPage(new QueryClient(), '');
    const { listCalls } = renderPage();

    await screen.findByRole('button', { name: 'Ravi Kumar' });
    expect(listCalls()[0]?.query.toString()).toBe(early[0]?.query.toString());
  });

  it('asks the server for one page of unblocked vendors and shows them with N/A for missing values', async () => {
    const { listCalls } = renderPage();

    const row = (await screen.findByRole('button', { name: 'Ravi Kumar' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('N/A')).toBeInTheDocument();
    expect(headers()).toEqual([
      'Name',
      'Email',
      'Phone Number',
      'Category',
      'Status',
      'Business Name',
      'Actions',
    ]);
    const query = listCalls()[0]?.query;
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      view: 'all',
      is_blocked: '0',
      limit: '50',
      offset: '0',
    });
  });

  it('switches the view and its columns', async () => {
    const { user, listCalls } = renderPage();
    await screen.findByRole('button', { name: 'Asha Patil' });

    await user.click(screen.getByRole('combobox', { name: 'View' }));
    await user.click(await screen.findByRole('option', { name: 'Trial User' }));

    await waitFor(() => expect(listCalls().at(-1)?.query.get('view')).toBe('trial'));
    expect(headers()).toEqual([
      'Name',
      'Subscription ID',
      'Start Date',
      'Expiry Date',
      'Status',
      'Trial Days',
    ]);
  });

  it('shows the Rejection reason column on the Rejected status, and the reason in the details', async () => {
    const rejected = makeVendor({
      vendor_id: 3,
      vendor_name: 'Kiran Rao',
      is_rejected: 1,
      rejected_by: 1,
      rejected_reason: 'The business address could not be verified',
    });
    const { user, listCalls } = renderPage(() => ok([rejected], 1), '/managevendor?status=rejected');
    await screen.findByRole('button', { name: 'Kiran Rao' });

    expect(listCalls().at(-1)?.query.get('state')).toBe('rejected');
    await waitFor(() => expect(headers()).toContain('Rejection reason'));
    const row = screen.getByRole('button', { name: 'Kiran Rao' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('The business address could not be verified');

    await user.click(await rowMenuItem(user, 'Kiran Rao', 'View details'));
    const dialog = await screen.findByRole('dialog', { name: 'Vendor details: Kiran Rao' });
    expect(within(dialog).getByText('Rejection reason')).toBeInTheDocument();
    expect(within(dialog).getByText('The business address could not be verified')).toBeInTheDocument();
  });

  it('has no Rejection reason column on the other statuses', async () => {
    renderPage();
    await screen.findByRole('button', { name: 'Asha Patil' });
    expect(headers()).not.toContain('Rejection reason');
  });

  it('searches on the server after a pause in typing', async () => {
    const { listCalls } = renderPage();
    await screen.findByRole('button', { name: 'Asha Patil' });

    // Keys typed one after another without a timer between them, so that a loaded machine cannot make a
    // pause in the middle of the word (the debounce is what is under test, not the typist's speed).
    await userEvent
      .setup({ delay: null })
      .type(screen.getByRole('searchbox', { name: 'Search vendors' }), 'pending');

    await waitFor(() => expect(listCalls().at(-1)?.query.get('q')).toBe('pending'));
    expect(listCalls().filter((c) => c.query.has('q'))).toHaveLength(1);
  });

  it("filters by category, says 'Filtered by: {category}', and Clear restores the list", async () => {
    const { user, listCalls } = renderPage();
    await screen.findByRole('button', { name: 'Asha Patil' });

    await user.click(screen.getByRole('button', { name: 'Filter by category' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Electrical' }));

    expect(screen.getByText('Filtered by: Electrical')).toBeInTheDocument();
    await waitFor(() => expect(listCalls().at(-1)?.query.get('category')).toBe('Electrical'));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText(/Filtered by:/)).toBeNull();
    expect(listCalls().at(-1)?.query.has('category')).toBe(false);
  });

  it("says 'No matching vendors found' when a search finds nothing", async () => {
    const { user } = renderPage((call) => (call.query.has('q') ? ok([], 0) : ok([active], 1)));
    await screen.findByRole('button', { name: 'Asha Patil' });

    await user.type(screen.getByRole('searchbox', { name: 'Search vendors' }), 'zzz');

    expect(await screen.findByText('No matching vendors found')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch vendors' with the server's message", async () => {
    renderPage(() => fail(400, 'q must be at most 100 characters'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch vendors');
    expect(alert).toHaveTextContent('Error: q must be at most 100 characters');
  });

  it('opens the details dialog with every field group and masked KYC', async () => {
    const { user } = renderPage();
    await user.click(await rowMenuItem(user, 'Asha Patil', 'View details'));

    const dialog = await screen.findByRole('dialog', { name: 'Vendor details: Asha Patil' });
    for (const group of ['Vendor and business', 'Bank and KYC', 'Approval', 'Subscription and payment']) {
      expect(within(dialog).getByRole('heading', { name: group })).toBeInTheDocument();
    }
    expect(within(dialog).getByText('XXXXXX234F')).toBeInTheDocument();
    expect(within(dialog).getByText('Admin #1')).toBeInTheDocument();
    // When an admin decided, in India time with IST; a calendar date alone (docs/product/README.md#dates-and-times).
    expect(within(dialog).getByText('21 Nov 2026, 14:05 IST')).toBeInTheDocument();
    expect(within(dialog).getByText('1 Sep 2026')).toBeInTheDocument();
  });
  // docs/product/vendors.md#views-and-columns: every column a user reads is sorted by the server.
  it.each([
    ['all', ['Name', 'Email', 'Phone Number', 'Category', 'Status', 'Business Name']],
    ['subscribed', ['Name', 'Price', 'Plan Name', 'Renewal Date', 'Payment Date', 'Payment ID']],
    ['unsubscribed', ['Name', 'Subscription ID', 'Start Date', 'Expiry Date', 'Status']],
    ['trial', ['Name', 'Subscription ID', 'Start Date', 'Expiry Date', 'Status', 'Trial Days']],
  ])('lets every column of the %s view be sorted', async (view, titles) => {
    renderPage(undefined, `/managevendor?view=${view}`);
    await screen.findByRole('button', { name: 'Asha Patil' });
    for (const title of titles) expect(headerSort(title)).toBe('Not sorted');
  });

  it.each([
    ['all', 'Status', 'is_approved'],
    ['subscribed', 'Renewal Date', 'renewal_date'],
    ['subscribed', 'Payment ID', 'provider_payment_id'],
    ['unsubscribed', 'Subscription ID', 'subscription_id'],
    ['unsubscribed', 'Status', 'subscription_status'],
    ['trial', 'Trial Days', 'trial_days'],
  ])(
    'in the %s view, a click on %s asks the server for sort=%s, kept in the URL',
    async (view, title, field) => {
      const { user, listCalls } = renderPage(undefined, `/managevendor?view=${view}&page=2`);
      await screen.findByRole('button', { name: 'Asha Patil' });

      await user.click(sortableHeader(title));
      // A new column keeps the direction shown (newest first by default), and the list starts again at page 1.
      await waitFor(() => expect(listCalls().at(-1)?.query.get('sort')).toBe(`-${field}`));
      expect(listCalls().at(-1)?.query.get('offset')).toBe('0');
      expect(new URLSearchParams(currentLocation().split('?')[1]).get('sort')).toBe(`-${field}`);
      expect(headerSort(title)).toBe('Sorted descending');

      await user.click(sortableHeader(title));
      await waitFor(() => expect(listCalls().at(-1)?.query.get('sort')).toBe(field));
      expect(currentLocation()).toContain(`sort=${field}`);
      expect(headerSort(title)).toBe('Sorted ascending');
    },
  );

  it('shows the sort a URL names on its column and asks the server for it', async () => {
    const { listCalls } = renderPage(undefined, '/managevendor?view=subscribed&sort=renewal_date');
    await screen.findByRole('button', { name: 'Asha Patil' });
    expect(listCalls()[0]?.query.get('sort')).toBe('renewal_date');
    expect(headerSort('Renewal Date')).toBe('Sorted ascending');
    expect(headerSort('Payment Date')).toBe('Not sorted');
  });
});
