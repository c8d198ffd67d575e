import type { VendorPayment } from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { letEmptyMediaQueryMatch } from '@/test/match-media';
import { currentLocation, renderWithProviders } from '@/test/render';
import { columnHeaders, headerSort, sortableHeader } from '@/test/table';
import { VendorPaymentsPage } from './vendor-payments-page';

const PAGE_1 = 'GET /admin/data/getvendorpaymentdetails?sort=-payment_date&limit=50&offset=0';

function aVendorPayment(overrides: Partial<VendorPayment> = {}): VendorPayment {
  return {
    payment_id: 39,
    subscription_id: 2,
    vendor_id: 83,
    vendor_name: 'Garud Embranthiri',
    vendor_email: 'garud@example.in',
    name_of_bussiness: 'Embranthiri Makeovers',
    // 19 Nov 2026, 02:51 in India; still the 18th in UTC, the tests' browser time zone.
    payment_date: '2026-11-18T21:21:00.000Z',
    payment_details: {
      provider_payment_id: 'pay_y1z6wq3A000013',
      provider_signature: '7b9b37ffd6a40e3c',
      renewal_date: '2026-12-18T21:21:00.000Z',
      plan_name: 'Business Half-Yearly',
      price: 2399.5,
    },
    ...overrides,
  };
}

/** Label → shown value of the modal's DetailList. */
function detailValue(container: HTMLElement, label: string): string | null | undefined {
  const dt = [...container.querySelectorAll('dt')].find((d) => d.textContent === label);
  return dt?.nextElementSibling?.textContent;
}

describe('VendorPaymentsPage', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'test-token');
    letEmptyMediaQueryMatch();
  });

  it('loads on entry and shows the payment columns, the provider payment id as Payment ID', async () => {
    mockFetch({ [PAGE_1]: () => jsonResponse(200, { success: true, data: [aVendorPayment()], total: 1 }) });
    renderWithProviders(<VendorPaymentsPage />, { route: '/vendorpayments' });

    expect(screen.getByRole('heading', { level: 1, name: 'Vendor Payments' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Vendor payments' });
    expect(columnHeaders(table)).toEqual([
      'Vendor Name',
      'Vendor ID',
      'Payment Date',
      'Payment ID',
      'Renewal Date',
      'Plan',
      'Amount',
      'Actions',
    ]);
    const row = (await within(table).findByText('Garud Embranthiri')).closest('tr') as HTMLElement;
    expect(within(row).getByText('83')).toBeInTheDocument();
    // SPEC's month/day/year in the browser's time zone; the renewal date is India's.
    expect(within(row).getByText('11/18/2026, 21:21')).toBeInTheDocument();
    expect(within(row).getByText('pay_y1z6wq3A000013')).toBeInTheDocument();
    expect(within(row).getByText('19 Dec 2026')).toBeInTheDocument();
    expect(within(row).getByText('Business Half-Yearly')).toBeInTheDocument();
    expect(within(row).getByText('₹2,399.50')).toBeInTheDocument();
  });

  it('shows every field of the payment in the modal, N/A when missing', async () => {
    mockFetch({
      [PAGE_1]: () => jsonResponse(200, { success: true, data: [aVendorPayment({ vendor_email: null })] }),
    });
    const { user } = renderWithProviders(<VendorPaymentsPage />, { route: '/vendorpayments' });

    await user.click(await screen.findByRole('button', { name: 'View payment pay_y1z6wq3A000013' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vendor Payment Details' });
    const expected: [string, string][] = [
      ['Payment ID', '39'],
      ['Subscription ID', '2'],
      ['Vendor Name', 'Garud Embranthiri'],
      ['Vendor Email', 'N/A'],
      ['Business Name', 'Embranthiri Makeovers'],
      ['Payment Date', '19 Nov 2026, 02:51'],
      ['Provider Payment ID', 'pay_y1z6wq3A000013'],
      ['Provider Signature', '7b9b37ffd6a40e3c'],
      ['Renewal Date', '19 Dec 2026'],
      ['Plan', 'Business Half-Yearly'],
      ['Amount', '₹2,399.50'],
    ];
    for (const [label, value] of expected) expect(detailValue(dialog, label), label).toBe(value);
  });

  it('searches by vendor name on the server and says when nothing matches', async () => {
    mockFetch({
      [PAGE_1]: () => jsonResponse(200, { success: true, data: [aVendorPayment()], total: 1 }),
      'GET /admin/data/getvendorpaymentdetails?q=zzz&sort=-payment_date&limit=50&offset=0': () =>
        jsonResponse(200, { success: true, data: [], total: 0 }),
    });
    const { user } = renderWithProviders(<VendorPaymentsPage />, { route: '/vendorpayments' });

    await screen.findByText('Garud Embranthiri');
    await user.type(screen.getByRole('searchbox', { name: 'Search by vendor name' }), 'zzz');
    expect(await screen.findByText('No matching vendor payments found')).toBeInTheDocument();
  });

  it("replaces the screen with 'Error: …' when the payments cannot be loaded", async () => {
    mockFetch({ [PAGE_1]: () => jsonResponse(500, { success: false, message: 'Database unavailable' }) });
    renderWithProviders(<VendorPaymentsPage />, { route: '/vendorpayments' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
  it('sorts by the name, the dates, the plan and the amount on the server, the sort kept in the URL', async () => {
    const requests = mockFetch({
      'GET /admin/data/getvendorpaymentdetails': () =>
        jsonResponse(200, { success: true, data: [aVendorPayment()], total: 1 }),
    });
    const { user } = renderWithProviders(<VendorPaymentsPage />, { route: '/vendorpayments' });
    await screen.findByText('Garud Embranthiri');
    expect(requests[0]?.query.get('sort')).toBe('-payment_date');
    expect(headerSort('Payment Date')).toBe('Sorted descending');
    for (const title of ['Vendor Name', 'Renewal Date', 'Plan', 'Amount'])
      expect(headerSort(title)).toBe('Not sorted');
    for (const title of ['Vendor ID', 'Payment ID']) {
      expect(screen.queryByRole('button', { name: new RegExp(`^${title} `) })).toBeNull();
    }

    for (const [title, sort] of [
      ['Renewal Date', '-renewal_date'],
      ['Renewal Date', 'renewal_date'],
      ['Plan', 'plan_name'],
      ['Amount', 'price'],
      ['Vendor Name', 'vendor_name'],
    ]) {
      await user.click(sortableHeader(title as string));
      await waitFor(() => expect(requests.at(-1)?.query.get('sort')).toBe(sort));
      expect(new URLSearchParams(currentLocation().split('?')[1]).get('sort')).toBe(sort);
    }
  });
});
