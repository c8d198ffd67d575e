import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { aCustomerComplaint, aVendorComplaint } from '@/test/complaint-fixtures';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ComplaintsPage } from './complaints-page';

const VENDOR_COMPLAINT = aVendorComplaint({ vend_comp_desc: 'Rakesh here: my payout is late again.' });
const OTHER_VENDOR_COMPLAINT = aVendorComplaint({
  vend_comp_id: 40,
  vend_comp_desc: 'Leads arrive late.',
  vendor_name: 'Sunita Rao',
  vendor_email: null,
});
const CUSTOMER_COMPLAINT = aCustomerComplaint();

const vendorPage = '/admin/data/getvendorscomplaints?limit=20&offset=0';
const list =
  (data: unknown[], total = data.length) =>
  () =>
    jsonResponse(200, { success: true, data, total });

beforeEach(() => {
  startSession({ token: 'admin-token', admin: { id: 1, name: 'Asha Admin' } });
});

describe('ComplaintsPage', () => {
  it('opens on vendor complaints and shows the chosen one in the detail pane', async () => {
    mockFetch({ [`GET ${vendorPage}`]: list([VENDOR_COMPLAINT, OTHER_VENDOR_COMPLAINT]) });
    const { user } = renderWithProviders(<ComplaintsPage />);

    expect(screen.getByRole('radio', { name: 'Vendor' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Select a complaint to view details' })).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'Vendor complaints' })).getAllByRole(
      'button',
    );
    expect(items).toHaveLength(2);
    expect(screen.getByText('2 complaints')).toBeInTheDocument();
    // Filed 2026-11-20T09:15Z: 14:45 in India, the list's date without its zone, the pane's with it.
    expect(items[1]).toHaveTextContent('20 Nov 2026, 14:45');
    expect(items[1]).not.toHaveTextContent('IST');

    await user.click(items[1] as HTMLElement);

    expect(items[1]).toHaveAttribute('aria-pressed', 'true');
    const detail = screen.getByRole('region', { name: 'Complaint #40' });
    expect(within(detail).getByText('Complaint ID').nextElementSibling).toHaveTextContent('40');
    expect(within(detail).getByText('Vendor name').nextElementSibling).toHaveTextContent('Sunita Rao');
    expect(within(detail).getByText('Email').nextElementSibling).toHaveTextContent('N/A');
    expect(within(detail).getByText('Mobile').nextElementSibling).toHaveTextContent('9876501234');
    expect(within(detail).getByText('Date').nextElementSibling).toHaveTextContent(/^20 Nov 2026, 14:45 IST$/);
    expect(within(detail).getByRole('region', { name: 'Description' })).toHaveTextContent(
      'Leads arrive late.',
    );
  });

  it('switches to customer complaints and clears the choice', async () => {
    const requests = mockFetch({
      [`GET ${vendorPage}`]: list([VENDOR_COMPLAINT]),
      'GET /admin/data/getCUSTOMERCOMPLAINTS?limit=20&offset=0': list([CUSTOMER_COMPLAINT]),
    });
    const { user } = renderWithProviders(<ComplaintsPage />);
    await user.click(
      within(await screen.findByRole('list', { name: 'Vendor complaints' })).getByRole('button'),
    );

    await user.click(screen.getByRole('radio', { name: 'Customer' }));

    const customers = await screen.findByRole('list', { name: 'Customer complaints' });
    expect(within(customers).getByRole('button')).toHaveTextContent('Farah Siddiqui');
    expect(screen.queryByRole('list', { name: 'Vendor complaints' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Select a complaint to view details' })).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toContain(
      '/api/v1/admin/data/getCUSTOMERCOMPLAINTS?limit=20&offset=0',
    );

    await user.click(within(customers).getByRole('button'));
    const detail = screen.getByRole('region', { name: 'Complaint #77' });
    expect(within(detail).getByText('Customer name').nextElementSibling).toHaveTextContent('Farah Siddiqui');
  });

  it('searches on the server once typing pauses and highlights the term', async () => {
    const requests = mockFetch({
      [`GET ${vendorPage}`]: list([VENDOR_COMPLAINT, OTHER_VENDOR_COMPLAINT]),
      'GET /admin/data/getvendorscomplaints?q=rakesh&limit=20&offset=0': list([VENDOR_COMPLAINT]),
    });
    const { user } = renderWithProviders(<ComplaintsPage />);
    await screen.findByRole('list', { name: 'Vendor complaints' });

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'rakesh');

    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Vendor complaints' })).getAllByRole('button'),
      ).toHaveLength(1),
    );
    const searches = requests.filter((r) => r.url.includes('q='));
    expect(searches.map((r) => r.url)).toEqual([
      '/api/v1/admin/data/getvendorscomplaints?q=rakesh&limit=20&offset=0',
    ]);
    const item = within(screen.getByRole('list', { name: 'Vendor complaints' })).getByRole('button');
    expect([...item.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Rakesh', 'Rakesh']);

    await user.click(item);
    const description = within(screen.getByRole('region', { name: 'Complaint #41' })).getByRole('region', {
      name: 'Description',
    });
    expect([...description.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Rakesh']);
  });

  it('tells an empty list from a search without matches', async () => {
    mockFetch({
      [`GET ${vendorPage}`]: list([]),
      'GET /admin/data/getvendorscomplaints?q=zzz&limit=20&offset=0': list([]),
    });
    const { user } = renderWithProviders(<ComplaintsPage />);
    expect(await screen.findByText('No complaints available')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zzz');
    expect(await screen.findByText('No matching complaints found')).toBeInTheDocument();
  });

  it("shows a failed load as 'Error: {message}' with a retry", async () => {
    let fail = true;
    mockFetch({
      [`GET ${vendorPage}`]: () =>
        fail
          ? jsonResponse(500, { success: false, message: 'Database unavailable' })
          : jsonResponse(200, { success: true, data: [VENDOR_COMPLAINT], total: 1 }),
    });
    const { user } = renderWithProviders(<ComplaintsPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('list', { name: 'Vendor complaints' })).toBeInTheDocument();
  });

  it('pages on the server', async () => {
    const requests = mockFetch({
      [`GET ${vendorPage}`]: list([VENDOR_COMPLAINT], 45),
      'GET /admin/data/getvendorscomplaints?limit=20&offset=40': list([OTHER_VENDOR_COMPLAINT], 45),
    });
    const { user } = renderWithProviders(<ComplaintsPage />);
    await screen.findByText('45 complaints');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));

    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Vendor complaints' })).getByRole('button'),
      ).toHaveTextContent('Sunita Rao'),
    );
    expect(requests.at(-1)?.url).toBe('/api/v1/admin/data/getvendorscomplaints?limit=20&offset=40');
  });
});
