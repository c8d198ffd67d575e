import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aCustomer, aPayment, detailValue } from '@/test/customer-fixtures';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { letEmptyMediaQueryMatch } from '@/test/match-media';
import { currentLocation, renderWithProviders } from '@/test/render';
import { columnHeaders, headerSort, sortableHeader } from '@/test/table';
import { UserDetailsPage } from './user-details-page';

const PAGE_1 = 'GET /admin/data/getcustomers?sort=customer_id&limit=50&offset=0';

describe('UserDetailsPage', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'test-token');
    letEmptyMediaQueryMatch();
  });

  it('lists customers with their columns, N/A for missing values', async () => {
    mockFetch({
      [PAGE_1]: () =>
        jsonResponse(200, {
          success: true,
          data: [
            aCustomer(),
            aCustomer({ customer_id: 73, customer_name: 'Rohit Rana', customer_address: null, gender: null }),
          ],
          total: 2,
        }),
    });
    renderWithProviders(<UserDetailsPage />, { route: '/userdetails' });

    expect(screen.getByRole('heading', { level: 1, name: 'User Details' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(columnHeaders(table)).toEqual([
      'Name',
      'Mobile Number',
      'Country',
      'Gender',
      'Address',
      'Email',
      'Actions',
    ]);
    const row = (await within(table).findByText('Chapala Nayar')).closest('tr') as HTMLElement;
    expect(within(row).getByText('7888877977')).toBeInTheDocument();
    expect(within(row).getByText('India')).toBeInTheDocument();
    expect(within(row).getByText('Female')).toBeInTheDocument();
    expect(within(row).getByText('392 Embranthiri Route, Agartala, Tripura 799001')).toBeInTheDocument();
    expect(within(row).getByText('chapala.nayar@example.in')).toBeInTheDocument();
    const other = within(table).getByText('Rohit Rana').closest('tr') as HTMLElement;
    expect(within(other).getAllByText('N/A')).toHaveLength(2);
  });

  it('searches by name on the server, after typing pauses', async () => {
    const requests: RecordedRequest[] = mockFetch({
      [PAGE_1]: () => jsonResponse(200, { success: true, data: [aCustomer()], total: 1 }),
      'GET /admin/data/getcustomers?q=rohit&sort=customer_id&limit=50&offset=0': () =>
        jsonResponse(200, { success: true, data: [aCustomer({ customer_name: 'Rohit Rana' })], total: 1 }),
    });
    // Keys typed without a timer between them: a loaded machine cannot pause in the middle of the word.
    const { user } = renderWithProviders(<UserDetailsPage />, {
      route: '/userdetails',
      user: { delay: null },
    });

    await screen.findByText('Chapala Nayar');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'rohit');

    expect(await screen.findByText('Rohit Rana')).toBeInTheDocument();
    expect(screen.queryByText('Chapala Nayar')).not.toBeInTheDocument();
    // One request per settled term, not one per keystroke.
    expect(requests.map((r) => r.url)).toEqual([
      '/api/v1/admin/data/getcustomers?sort=customer_id&limit=50&offset=0',
      '/api/v1/admin/data/getcustomers?q=rohit&sort=customer_id&limit=50&offset=0',
    ]);
  });

  it("opens a customer's payment details from paymentdetails/{id}", async () => {
    mockFetch({
      [PAGE_1]: () => jsonResponse(200, { success: true, data: [aCustomer()] }),
      'GET /admin/data/paymentdetails/72': () =>
        jsonResponse(200, {
          success: true,
          data: [
            aPayment(),
            aPayment({ payment_id: 35, payment_ref_no: '440740000035', payment_amount: 99 }),
          ],
        }),
    });
    const { user } = renderWithProviders(<UserDetailsPage />, { route: '/userdetails' });

    await user.click(await screen.findByRole('button', { name: 'Payment details of Chapala Nayar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Details of Chapala Nayar' });
    expect(await within(dialog).findByText('5 Mar 2026, 19:37 · Ref 440740000034')).toBeInTheDocument();
    // The older payment is listed with its amount on its closed header. Mantine's Collapse keeps a closed
    // panel mounted, hidden (React's Activity renders it when idle), so fields are read in the open one.
    const older = within(dialog).getByRole('button', { name: /Ref 440740000035/ });
    expect(within(older).getByText('₹99')).toBeInTheDocument();
    expect(older).toHaveAttribute('aria-expanded', 'false');
    // The newest payment is open with every field.
    const open = within(dialog).getByRole('region', { name: /Ref 440740000034/ });
    expect(detailValue(open, 'Payment Ref No')).toBe('440740000034');
    expect(detailValue(open, 'Amount')).toBe('₹1,23,456.50');
    expect(detailValue(open, 'Zip')).toBe('799001');
  });

  it('shows the error when the payment details are not an array, and the empty text when there are none', async () => {
    mockFetch({
      [PAGE_1]: () =>
        jsonResponse(200, {
          success: true,
          data: [aCustomer(), aCustomer({ customer_id: 73, customer_name: 'Rohit Rana' })],
        }),
      'GET /admin/data/paymentdetails/72': () => jsonResponse(200, { success: true, data: 'none' }),
      'GET /admin/data/paymentdetails/73': () => jsonResponse(200, { success: true, data: [] }),
      'GET /admin/audit/entities/customer/72': () => jsonResponse(200, { success: true, data: [] }),
      'GET /admin/audit/entities/customer/73': () => jsonResponse(200, { success: true, data: [] }),
    });
    const { user } = renderWithProviders(<UserDetailsPage />, { route: '/userdetails' });

    await user.click(await screen.findByRole('button', { name: 'Payment details of Chapala Nayar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Payment Details of Chapala Nayar' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: Invalid response format: Expected an array of payment details',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Payment details of Rohit Rana' }));
    dialog = await screen.findByRole('dialog', { name: 'Payment Details of Rohit Rana' });
    expect(await within(dialog).findByText('No payment details available')).toBeInTheDocument();
  });

  it("goes to /userpaymentdetails with the 'User Payment Details' tab", async () => {
    mockFetch({ [PAGE_1]: () => jsonResponse(200, { success: true, data: [] }) });
    const { user } = renderWithProviders(<UserDetailsPage />, { route: '/userdetails' });

    await user.click(screen.getByRole('tab', { name: 'User Payment Details' }));
    expect(currentLocation()).toBe('/userpaymentdetails');
  });
  it('sorts by name on the server, the sort kept in the URL; a URL sort shows on its column', async () => {
    const requests = mockFetch({
      'GET /admin/data/getcustomers': () =>
        jsonResponse(200, { success: true, data: [aCustomer()], total: 1 }),
    });
    const { user } = renderWithProviders(<UserDetailsPage />, { route: '/userdetails?sort=-customer_name' });
    await screen.findByText('Chapala Nayar');
    expect(requests[0]?.query.get('sort')).toBe('-customer_name');
    expect(headerSort('Name')).toBe('Sorted descending');

    await user.click(sortableHeader('Name'));
    await waitFor(() => expect(requests.at(-1)?.query.get('sort')).toBe('customer_name'));
    expect(currentLocation()).toBe('/userdetails?sort=customer_name');
  });
});
