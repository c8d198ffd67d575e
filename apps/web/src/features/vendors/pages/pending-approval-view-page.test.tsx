import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render';
import { makeVendor } from '@/test/vendor-fixtures';
import { PendingApprovalViewPage } from './pending-approval-view-page';

const vendor = makeVendor({
  vendor_id: 5,
  vendor_name: 'Meera Iyer',
  kyc_docs: {
    pan: 'XXXXXX234F',
    aadhar: 'XXXX XXXX 1234',
    pan_photo: '/uploads/pan.png',
    aadhar_photo: null,
  },
});

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Notifications />
      <Routes>
        <Route path="/pendingapprovalview/:vendorId" element={<PendingApprovalViewPage />} />
        <Route path="/pendingapproval" element={<p>Pending list</p>} />
      </Routes>
    </>,
    { route },
  );
}

beforeEach(() => {
  window.localStorage.setItem('adminToken', 'token');
  notifications.clean();
});

describe('PendingApprovalViewPage', () => {
  it('loads the vendor by id when opened directly, PAN photo included', async () => {
    const calls = mockFetch({ 'GET /admin/data/vendors/5': () => ok(vendor) });
    renderAt('/pendingapprovalview/5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'PAN photo' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Aadhar photo' })).toBeNull();
    expect(screen.getByText('XXXX XXXX 1234')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/admin/data/vendors/5']);
  });

  it.each([
    ['an unknown vendor', '/pendingapprovalview/404'],
    ['a malformed id', '/pendingapprovalview/abc'],
  ])("shows 'No vendor data found.' and Back for %s", async (_, route) => {
    mockFetch({ 'GET /admin/data/vendors/404': () => fail(404, 'Vendor not found') });
    const { user } = renderAt(route);

    expect(await screen.findByText('No vendor data found.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(currentLocation()).toBe('/pendingapproval');
  });

  it('returns to /pendingapproval after a successful approval', async () => {
    const calls = mockFetch({
      'GET /admin/data/vendors/5': () => ok(vendor),
      'PUT /admin/data/updatevendors': () => ok({ ...vendor, is_approved: 1, approved_by: 1 }),
    });
    const { user } = renderAt('/pendingapprovalview/5');
    await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' });

    await user.click(screen.getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(currentLocation()).toBe('/pendingapproval'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ vendor_id: 5, is_approved: 1 });
  });

  it('stays on the vendor and says why when the rejection fails', async () => {
    mockFetch({
      'GET /admin/data/vendors/5': () => ok(vendor),
      'PUT /admin/data/updatevendors': () => fail(409, 'This vendor has already been approved or rejected'),
    });
    const { user } = renderAt('/pendingapprovalview/5');
    await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' });

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Meera Iyer?' });
    await user.click(within(dialog).getByRole('button', { name: 'The service is not offered in this area' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: This vendor has already been approved or rejected',
    );
    expect(currentLocation()).toBe('/pendingapprovalview/5');
  });

  it('returns to /pendingapproval after a rejection with a reason', async () => {
    const calls = mockFetch({
      'GET /admin/data/vendors/5': () => ok(vendor),
      'PUT /admin/data/updatevendors': () => ok({ ...vendor, is_rejected: 1, rejected_by: 1 }),
    });
    const { user } = renderAt('/pendingapprovalview/5');
    await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' });

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Meera Iyer?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'GST number is not hers');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));

    await waitFor(() => expect(currentLocation()).toBe('/pendingapproval'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      vendor_id: 5,
      is_rejected: 1,
      rejected_reason: 'GST number is not hers',
    });
  });

  it('offers no decision on a vendor that is already decided', async () => {
    mockFetch({
      'GET /admin/data/vendors/5': () =>
        ok({ ...vendor, is_rejected: 1, rejected_by: 1, rejected_reason: 'Blurred PAN photo' }),
    });
    renderAt('/pendingapprovalview/5');

    expect(await screen.findByText(/already been rejected/)).toHaveTextContent(
      'Rejection reason: Blurred PAN photo',
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  });
});
