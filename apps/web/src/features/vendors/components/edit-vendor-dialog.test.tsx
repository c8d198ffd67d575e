import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { makeVendor } from '@/test/vendor-fixtures';
import { EditVendorDialog } from './edit-vendor-dialog';

const vendor = makeVendor({
  vendor_id: 7,
  vendor_name: 'Ravi Kumar',
  name_of_bussiness: 'Kumar Plumbing',
  bussiness_address: '12 MG Road, Pune',
  service_cat_id: 1,
  service_radius: 10,
  service_start_time: '09:00',
  service_end_time: '18:00',
});
const categories = [
  { service_cat_id: 1, service_name: 'Plumbing' },
  { service_cat_id: 2, service_name: 'Carpentry' },
];

beforeEach(() => window.localStorage.setItem('adminToken', 'token'));

function renderDialog(patch: () => Response = () => ok(vendor)) {
  const onClose = vi.fn();
  const calls = mockFetch({
    'GET /admin/data/getSERVICE_CATEGORIES': () => ok(categories),
    'PATCH /admin/data/vendors/7': patch,
  });
  const view = renderWithProviders(<EditVendorDialog vendor={vendor} onClose={onClose} />, {
    notifications: true,
  });
  return { ...view, calls, onClose };
}

describe('EditVendorDialog', () => {
  it('saves the edited details with one PATCH and closes with a notice', async () => {
    const { user, calls, onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Edit details: Ravi Kumar' });
    const name = within(dialog).getByRole('textbox', { name: /Business Name/ });
    await user.clear(name);
    await user.type(name, 'Kumar Woodworks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Details of Ravi Kumar saved.')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({
      name_of_bussiness: 'Kumar Woodworks',
      bussiness_address: '12 MG Road, Pune',
      service_cat_id: 1,
      service_radius: 10,
      service_start_time: '09:00',
      service_end_time: '18:00',
    });
  });

  it('refuses blank and contradictory fields before sending anything', async () => {
    const { user, calls } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Edit details: Ravi Kumar' });
    await user.clear(within(dialog).getByRole('textbox', { name: /Business Address/ }));
    const end = within(dialog).getByLabelText(/Service End Time/);
    await user.clear(end);
    await user.type(end, '08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Business Address is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Closing time must be after the start time')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const { user, onClose } = renderDialog(() =>
      fail(409, 'This vendor was changed by someone else meanwhile. Reload it and try again.'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit details: Ravi Kumar' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The details were not saved');
    expect(alert).toHaveTextContent('This vendor was changed by someone else meanwhile.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
