import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aRefund } from '@/test/customer-fixtures';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { letEmptyMediaQueryMatch } from '@/test/match-media';
import { currentLocation, renderWithProviders } from '@/test/render';
import { columnHeaders } from '@/test/table';
import { aMe } from '@/test/team-fixtures';
import { RefundsPage } from './refunds-page';

const PAGE_1 = 'GET /admin/data/refunds?sort=-refund_id&limit=50&offset=0';

const processed = aRefund({
  refund_id: 12,
  amount: 1299.5,
  status: 'processed',
  processed_at: '2026-11-30T05:04:00.000Z',
});
const failed = aRefund({
  refund_id: 13,
  booking_id: 98,
  customer_name: 'Ravi Shankar',
  amount: 250,
  reason: 'Vendor did not come FAIL',
  status: 'failed',
  provider_refund_id: null,
  requested_by: null,
  requested_by_name: 'Customer',
  failure_reason: 'The payment provider could not complete the refund',
});

const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;

describe('RefundsPage (docs/product/refunds-screens.md#refunds)', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'test-token');
    letEmptyMediaQueryMatch();
  });

  it('lists each refund: id, customer, booking, amount in rupees, reason, status, who asked, when', async () => {
    mockFetch({ [PAGE_1]: () => ok([failed, processed], 2) });
    renderWithProviders(<RefundsPage />, { route: '/refunds' });

    expect(screen.getByRole('heading', { level: 1, name: 'Refunds' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Refunds' });
    await within(table).findByText('Chapala Nayar');
    expect(columnHeaders(table)).toEqual([
      'Refund ID',
      'Customer',
      'Booking',
      'Amount',
      'Reason',
      'Status',
      'Requested by',
      'Requested',
      'Processed',
    ]);
    const done = rowOf(table, 'Chapala Nayar');
    expect(done).toHaveTextContent('12');
    expect(done).toHaveTextContent('97');
    expect(done).toHaveTextContent('₹1,299.50');
    expect(done).toHaveTextContent('Service not delivered');
    expect(done).toHaveTextContent('Processed');
    expect(done).toHaveTextContent('Asha Admin');
    // 05:00 and 05:04 UTC are 10:30 and 10:34 in India.
    expect(within(done).getByText('30 Nov 2026, 10:30 IST')).toBeInTheDocument();
    expect(within(done).getByText('30 Nov 2026, 10:34 IST')).toBeInTheDocument();

    const refused = rowOf(table, 'Ravi Shankar');
    expect(refused).toHaveTextContent('₹250');
    expect(refused).toHaveTextContent('Failed');
    expect(refused).toHaveTextContent('The payment provider could not complete the refund');
    expect(refused).toHaveTextContent('Customer');
    // Not processed: a dash.
    expect(refused).toHaveTextContent('—');
    expect(screen.getByText('2 refunds')).toBeInTheDocument();
  });

  it('keeps the status and the customer search in the address and sends them to the server', async () => {
    const requests = mockFetch({
      [PAGE_1]: () => ok([failed, processed], 2),
      'GET /admin/data/refunds?status=failed&sort=-refund_id&limit=50&offset=0': () => ok([failed], 1),
      'GET /admin/data/refunds?status=failed&q=ravi&sort=-refund_id&limit=50&offset=0': () => ok([failed], 1),
    });
    const { user } = renderWithProviders(<RefundsPage />, { route: '/refunds' });
    await screen.findByText('Chapala Nayar');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(currentLocation()).toBe('/refunds?status=failed'));
    await waitFor(() => expect(screen.queryByText('Chapala Nayar')).toBeNull());

    await user.click(screen.getByRole('searchbox', { name: 'Search by customer name' }));
    await user.paste('ravi');
    await waitFor(() => expect(currentLocation()).toBe('/refunds?status=failed&q=ravi'));
    // The name goes once, after the pause.
    await waitFor(() =>
      expect(requests.map((r) => r.url).filter((url) => url.includes('q='))).toEqual([
        '/api/v1/admin/data/refunds?status=failed&q=ravi&sort=-refund_id&limit=50&offset=0',
      ]),
    );
  });

  it('reads a filtered address and says when nothing matches', async () => {
    mockFetch({
      'GET /admin/data/refunds?status=pending&q=zz&sort=-refund_id&limit=50&offset=0': () => ok([], 0),
    });
    renderWithProviders(<RefundsPage />, { route: '/refunds?status=pending&q=zz' });
    expect(await screen.findByText('No refunds match these filters')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
    expect(screen.getByRole('searchbox', { name: 'Search by customer name' })).toHaveValue('zz');
  });

  it('says when there is no refund at all', async () => {
    mockFetch({ [PAGE_1]: () => ok([], 0) });
    renderWithProviders(<RefundsPage />, { route: '/refunds' });
    expect(await screen.findByText('No refunds yet')).toBeInTheDocument();
    expect(screen.getByText('0 refunds')).toBeInTheDocument();
  });

  it('sorts by amount on the server from its header', async () => {
    const requests = mockFetch({
      [PAGE_1]: () => ok([failed, processed], 2),
      'GET /admin/data/refunds?sort=-amount&limit=50&offset=0': () => ok([failed, processed], 2),
    });
    const { user } = renderWithProviders(<RefundsPage />, { route: '/refunds' });
    await screen.findByText('Chapala Nayar');
    await user.click(screen.getByRole('button', { name: /^Amount / }));
    await waitFor(() => expect(currentLocation()).toBe('/refunds?sort=-amount'));
    await waitFor(() =>
      expect(requests.map((r) => r.url)).toContain(
        '/api/v1/admin/data/refunds?sort=-amount&limit=50&offset=0',
      ),
    );
  });

  it('shows a failed load with Retry', async () => {
    let answer = () => fail(500, 'Database unavailable');
    mockFetch({ [PAGE_1]: () => answer() });
    const { user } = renderWithProviders(<RefundsPage />, { route: '/refunds' });
    expect(await screen.findByText('Failed to fetch the refunds')).toBeInTheDocument();
    expect(screen.getByText('Error: Database unavailable')).toBeInTheDocument();
    answer = () => ok([processed], 1);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Chapala Nayar')).toBeInTheDocument();
  });

  it('exports the list as it is filtered, only with reports.export', async () => {
    mockFetch({ [PAGE_1]: () => ok([processed], 1) });
    const noExport = aMe('finance', {
      permissions: aMe('finance').permissions.filter((p) => p !== 'reports.export'),
    });
    const { unmount } = renderWithProviders(<RefundsPage />, { route: '/refunds', me: noExport });
    await screen.findByText('Chapala Nayar');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    unmount();
    renderWithProviders(<RefundsPage />, { route: '/refunds', me: aMe('finance') });
    await screen.findByText('Chapala Nayar');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('asks the CSV export for every refund the filters match', async () => {
    const requests = mockFetch({
      'GET /admin/data/refunds?status=failed&sort=-refund_id&limit=50&offset=0': () => ok([failed], 1),
      'GET /admin/data/refunds?status=failed&sort=-refund_id&format=csv': () =>
        fail(503, 'Exports are paused for maintenance'),
    });
    const { user } = renderWithProviders(<RefundsPage />, { route: '/refunds?status=failed' });
    await screen.findByText('Ravi Shankar');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exports are paused for maintenance')).toBeInTheDocument();
    expect(requests.filter((r) => r.query.get('format') === 'csv').map((r) => r.url)).toEqual([
      '/api/v1/admin/data/refunds?status=failed&sort=-refund_id&format=csv',
    ]);
  });
});
