import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aPayment, detailValue } from '@/test/customer-fixtures';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { letEmptyMediaQueryMatch } from '@/test/match-media';
import { currentLocation, renderWithProviders } from '@/test/render';
import { columnHeaders, headerSort, sortableHeader } from '@/test/table';
import { UserPaymentDetailsPage } from './user-payment-details-page';

const PAGE_1 = 'GET /admin/data/allpaymentdetails?sort=-payment_date&limit=50&offset=0';

describe('UserPaymentDetailsPage', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'test-token');
    letEmptyMediaQueryMatch();
  });

  it('lists payments with the date as month/day/year hour:minute and the amount in rupees', async () => {
    mockFetch({
      [PAGE_1]: () => jsonResponse(200, { success: true, data: [aPayment()], total: 1 }),
    });
    renderWithProviders(<UserPaymentDetailsPage />, { route: '/userpaymentdetails' });

    expect(screen.getByRole('heading', { level: 1, name: 'User Payment Details' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Customer payments' });
    expect(columnHeaders(table)).toEqual([
      'Customer Name',
      'Payment Date',
      'Payment Ref No',
      'Vendor ID',
      'Service Category',
      'Amount',
      'Refund status',
      'Actions',
    ]);
    const row = (await within(table).findByText('Chapala Nayar')).closest('tr') as HTMLElement;
    expect(within(row).getByText('03/05/2026, 14:07')).toBeInTheDocument();
    expect(within(row).getByText('440740000034')).toBeInTheDocument();
    expect(within(row).getByText('211')).toBeInTheDocument();
    expect(within(row).getByText('Appliance Repair')).toBeInTheDocument();
    expect(within(row).getByText('₹1,23,456.50')).toBeInTheDocument();
    expect(within(row).getByText('None')).toBeInTheDocument();
  });

  it('shows every field of a payment in its modal', async () => {
    mockFetch({
      [PAGE_1]: () =>
        jsonResponse(200, { success: true, data: [aPayment({ service_price: 150, payment_amount: 150 })] }),
    });
    const { user } = renderWithProviders(<UserPaymentDetailsPage />, { route: '/userpaymentdetails' });

    await user.click(await screen.findByRole('button', { name: 'View payment 440740000034' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Details' });
    const expected: [string, string][] = [
      ['Customer ID', '72'],
      ['Customer Name', 'Chapala Nayar'],
      ['Mobile', '7888877977'],
      ['Country', 'India'],
      ['Gender', 'Female'],
      ['Street', '392 Embranthiri Route'],
      ['City', 'Agartala'],
      ['State', 'Tripura'],
      ['Zip', '799001'],
      ['Email', 'chapala.nayar@example.in'],
      ['Vendor ID', '211'],
      ['Service Category ID', '9'],
      ['Service Category Name', 'Appliance Repair'],
      ['Service Description', 'Chimney Cleaning.'],
      ['Service Price', '₹150'],
      ['Payment ID', '34'],
      ['Booking ID', '97'],
      ['Amount', '₹150'],
      ['Payment Date', '5 Mar 2026, 19:37'],
      ['Payment Ref No', '440740000034'],
    ];
    for (const [label, value] of expected) expect(detailValue(dialog, label), label).toBe(value);
    expect(within(dialog).getByRole('img', { name: 'Appliance Repair' })).toHaveAttribute(
      'src',
      '/uploads/appliance.png',
    );
  });

  it('says N/A for missing values in the modal', async () => {
    mockFetch({
      [PAGE_1]: () =>
        jsonResponse(200, {
          success: true,
          data: [aPayment({ vendor_id: null, customer_address: null, gender: null, service_price: null })],
        }),
    });
    const { user } = renderWithProviders(<UserPaymentDetailsPage />, { route: '/userpaymentdetails' });

    await user.click(await screen.findByRole('button', { name: 'View payment 440740000034' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Details' });
    for (const label of ['Vendor ID', 'Street', 'City', 'State', 'Zip', 'Gender', 'Service Price']) {
      expect(detailValue(dialog, label), label).toBe('N/A');
    }
  });

  it('shows both empty texts and searches by customer name on the server', async () => {
    mockFetch({
      [PAGE_1]: () => jsonResponse(200, { success: true, data: [], total: 0 }),
      'GET /admin/data/allpaymentdetails?q=Nobody&sort=-payment_date&limit=50&offset=0': () =>
        jsonResponse(200, { success: true, data: [], total: 0 }),
    });
    const { user } = renderWithProviders(<UserPaymentDetailsPage />, { route: '/userpaymentdetails' });

    expect(await screen.findByText('No payment details available')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by customer name' }), 'Nobody');
    expect(await screen.findByText('No matching payment details found')).toBeInTheDocument();
  });

  it("refuses a response that is not an array: 'Invalid response format: Expected an array of payment details'", async () => {
    mockFetch({ [PAGE_1]: () => jsonResponse(200, { success: true, data: { payment_id: 1 } }) });
    renderWithProviders(<UserPaymentDetailsPage />, { route: '/userpaymentdetails' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Invalid response format: Expected an array of payment details',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("goes to /userdetails with the 'User Details' tab", async () => {
    mockFetch({ [PAGE_1]: () => jsonResponse(200, { success: true, data: [] }) });
    const { user } = renderWithProviders(<UserPaymentDetailsPage />, { route: '/userpaymentdetails' });

    const tabs = screen.getByRole('tablist', { name: 'Customer screens' });
    expect(within(tabs).getByRole('tab', { name: 'User Payment Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(tabs).getByRole('tab', { name: 'User Details' }));
    expect(currentLocation()).toBe('/userdetails');
  });
  it('sorts by customer, date, service category and amount on the server, the sort kept in the URL', async () => {
    const requests = mockFetch({
      'GET /admin/data/allpaymentdetails': () =>
        jsonResponse(200, { success: true, data: [aPayment()], total: 1 }),
    });
    const { user } = renderWithProviders(<UserPaymentDetailsPage />, { route: '/userpaymentdetails' });
    await screen.findByText('Chapala Nayar');
    expect(headerSort('Payment Date')).toBe('Sorted descending');

    for (const [title, sort] of [
      ['Service Category', '-service_category_name'],
      ['Service Category', 'service_category_name'],
      ['Amount', 'payment_amount'],
      ['Customer Name', 'customer_name'],
      ['Payment Date', 'payment_date'],
    ]) {
      await user.click(sortableHeader(title as string));
      await waitFor(() => expect(requests.at(-1)?.query.get('sort')).toBe(sort));
      expect(new URLSearchParams(currentLocation().split('?')[1]).get('sort')).toBe(sort);
    }
    expect(headerSort('Payment Date')).toBe('Sorted ascending');
  });
});
