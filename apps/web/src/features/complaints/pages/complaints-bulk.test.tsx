import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aVendorComplaint } from '@/test/complaint-fixtures';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ComplaintsPage } from './complaints-page';

const WORKING = aVendorComplaint({ vend_comp_id: 41, vendor_name: 'Ravi Kulkarni', status: 'in_progress' });
const OPEN = aVendorComplaint({ vend_comp_id: 42, vendor_name: 'Sunita Rao', status: 'open' });
const list = (data: unknown[]) => () => jsonResponse(200, { success: true, data, total: data.length });

beforeEach(() => {
  window.localStorage.setItem('adminToken', 'token');
  notifications.clean();
});

describe('Complaints: bulk resolve', () => {
  it('resolves the selected complaints with one note in one request, then says which were not', async () => {
    let resolved = false;
    const requests = mockFetch({
      'GET /admin/data/getvendorscomplaints': () =>
        list(resolved ? [{ ...WORKING, status: 'resolved' }, OPEN] : [WORKING, OPEN])(),
      'POST /admin/data/complaints/vendor/bulk/resolve': () => {
        resolved = true;
        return jsonResponse(200, {
          success: true,
          data: {
            results: [
              { id: 41, ok: true },
              { id: 42, ok: false, message: 'A complaint that is open cannot move to resolved' },
            ],
          },
        });
      },
    });
    const { user } = renderWithProviders(<ComplaintsPage />, { notifications: true });
    await screen.findByRole('list', { name: 'Vendor complaints' });

    await user.click(screen.getByRole('checkbox', { name: 'Select complaint #41' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select complaint #42' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Resolve selected' }));

    const dialog = await screen.findByRole('dialog', { name: 'Resolve 2 complaints' });
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(within(dialog).getByText('Write how the complaint was resolved')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Resolution note/ }), 'Refunded');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    expect(await screen.findByText('1 complaint resolved.')).toBeInTheDocument();
    expect(screen.getByText('Not done for 1:')).toBeInTheDocument();
    expect(screen.getByText(/A complaint that is open cannot move to resolved/)).toBeInTheDocument();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.body)).toEqual([{ complaint_ids: [41, 42], note: 'Refunded' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
  });
});
