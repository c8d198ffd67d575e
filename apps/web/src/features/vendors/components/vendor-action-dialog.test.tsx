import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { makeVendor } from '@/test/vendor-fixtures';
import { VendorActionDialog } from './vendor-action-dialog';

const vendor = makeVendor({ vendor_id: 7, vendor_name: 'Ravi Kumar' });

function renderDialog(target = vendor) {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <>
      <Notifications />
      <VendorActionDialog vendor={target} onClose={onClose} />
    </>,
  );
  return { ...view, onClose };
}

beforeEach(() => {
  window.localStorage.setItem('adminToken', 'token');
  notifications.clean();
});

describe('VendorActionDialog', () => {
  it('refuses a blank reason with an alert asking for one, and sends nothing', async () => {
    const calls = mockFetch({});
    const { user } = renderDialog();

    await user.type(screen.getByPlaceholderText('Enter reason for blocking'), '   ');
    await user.click(screen.getByRole('button', { name: 'Block Vendor' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a reason for blocking the vendor.',
    );
    expect(screen.getByPlaceholderText('Enter reason for blocking')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('asks for confirmation, then blocks with the trimmed reason and closes', async () => {
    const calls = mockFetch({
      'PUT /admin/data/updatevendors': () => ok({ ...vendor, is_blocked: 1, blocked_reason: 'No-shows' }),
    });
    const { user, onClose } = renderDialog();

    await user.type(screen.getByPlaceholderText('Enter reason for blocking'), '  No-shows  ');
    await user.click(screen.getByRole('button', { name: 'Block Vendor' }));
    expect(screen.getByText('Are you sure you want to block Ravi Kumar?')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Yes, block' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/admin/data/updatevendors',
      body: { vendor_id: 7, is_blocked: 1, blocked_reason: 'No-shows' },
    });
  });

  it('goes back to the reason when the confirmation is cancelled', async () => {
    const calls = mockFetch({});
    const { user } = renderDialog();

    await user.type(screen.getByPlaceholderText('Enter reason for blocking'), 'Rude');
    await user.click(screen.getByRole('button', { name: 'Block Vendor' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByPlaceholderText('Enter reason for blocking')).toHaveValue('Rude');
    expect(calls).toHaveLength(0);
  });

  it("shows 'Failed to block vendor: {error}' with the server's message and stays open", async () => {
    mockFetch({ 'PUT /admin/data/updatevendors': () => fail(409, 'This vendor is already blocked') });
    const { user, onClose } = renderDialog();

    await user.type(screen.getByPlaceholderText('Enter reason for blocking'), 'Rude');
    await user.click(screen.getByRole('button', { name: 'Block Vendor' }));
    await user.click(screen.getByRole('button', { name: 'Yes, block' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to block vendor: This vendor is already blocked',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers Unblock Vendor for a blocked vendor and unblocks after the confirmation', async () => {
    const blocked = { ...vendor, is_blocked: 1 as const, blocked_reason: 'Rude' };
    const calls = mockFetch({ 'PUT /admin/data/updatevendors': () => ok({ ...blocked, is_blocked: 0 }) });
    const { user, onClose } = renderDialog(blocked);

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByPlaceholderText('Enter reason for blocking')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Unblock Vendor' }));
    expect(screen.getByText('Are you sure you want to unblock Ravi Kumar?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, unblock' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ vendor_id: 7, is_blocked: 0 });
  });

  it("shows 'Failed to unblock vendor: {error}' when the unblock fails", async () => {
    mockFetch({ 'PUT /admin/data/updatevendors': () => fail(500, 'Database unavailable') });
    const { user } = renderDialog({ ...vendor, is_blocked: 1, blocked_reason: 'Rude' });

    await user.click(screen.getByRole('button', { name: 'Unblock Vendor' }));
    await user.click(screen.getByRole('button', { name: 'Yes, unblock' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to unblock vendor: Database unavailable',
    );
  });
});
