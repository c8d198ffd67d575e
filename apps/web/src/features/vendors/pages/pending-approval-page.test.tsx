import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { deferred, fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { makeVendor } from '@/test/vendor-fixtures';
import { PendingApprovalPage } from './pending-approval-page';

const asha = makeVendor({ vendor_id: 1, vendor_name: 'Asha Patil', image_url: [] });
const ravi = makeVendor({ vendor_id: 2, vendor_name: 'Ravi Kumar' });

beforeEach(() => {
  window.localStorage.setItem('adminToken', 'token');
  notifications.clean();
});

function renderPage() {
  return renderWithProviders(
    <>
      <Notifications />
      <PendingApprovalPage />
    </>,
  );
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('PendingApprovalPage', () => {
  it("shows 'Loading...' and then the cards, with 'No photos' for a vendor without any", async () => {
    mockFetch({ 'GET /admin/data/getvendors_pending': () => ok([asha, ravi], 2) });
    renderPage();

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Asha Patil' })).toBeInTheDocument();
    expect(within(card('Asha Patil')).getByText('No photos')).toBeInTheDocument();
    expect(within(card('Ravi Kumar')).getByText('09:00 - 18:00')).toBeInTheDocument();
    expect(within(card('Ravi Kumar')).queryByText('No photos')).toBeNull();
  });

  it("says 'No pending vendors found.' when nobody is waiting", async () => {
    mockFetch({ 'GET /admin/data/getvendors_pending': () => ok([], 0) });
    renderPage();

    expect(await screen.findByText('No pending vendors found.')).toBeInTheDocument();
  });

  it('searches by vendor name on the server, one request after typing stops', async () => {
    const calls = mockFetch({ 'GET /admin/data/getvendors_pending': () => ok([asha], 1) });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Asha Patil' });

    await user.type(screen.getByRole('searchbox', { name: 'Search by vendor name' }), 'asha');

    await waitFor(() => expect(calls.at(-1)?.query.get('name')).toBe('asha'));
    const searches = calls.filter((c) => c.query.has('name'));
    expect(searches).toHaveLength(1);
    expect(calls.at(-1)?.query.get('limit')).toBe('24');
  });

  it('disables Approve and Reject everywhere while a decision runs, then drops the vendor', async () => {
    const release = deferred<Response>();
    let decided = false;
    const calls = mockFetch({
      'GET /admin/data/getvendors_pending': () => ok(decided ? [ravi] : [asha, ravi], decided ? 1 : 2),
      'PUT /admin/data/updatevendors': async () => {
        const response = await release.promise;
        decided = true;
        return response;
      },
    });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Asha Patil' });

    await user.click(within(card('Asha Patil')).getByRole('button', { name: 'Approve' }));

    for (const name of ['Asha Patil', 'Ravi Kumar']) {
      expect(within(card(name)).getByRole('button', { name: 'Approve' })).toBeDisabled();
      expect(within(card(name)).getByRole('button', { name: 'Reject' })).toBeDisabled();
    }
    release.resolve(ok({ ...asha, is_approved: 1, approved_by: 1 }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Asha Patil' })).toBeNull());
    expect(within(card('Ravi Kumar')).getByRole('button', { name: 'Approve' })).toBeEnabled();
    const put = calls.find((c: RecordedRequest) => c.method === 'PUT');
    expect(put?.body).toEqual({ vendor_id: 1, is_approved: 1 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Asha Patil has been approved.');
  });

  it('asks for the reason in a dialog and sends it with is_rejected', async () => {
    let decided = false;
    const calls = mockFetch({
      'GET /admin/data/getvendors_pending': () => ok(decided ? [] : [ravi], decided ? 0 : 1),
      'PUT /admin/data/updatevendors': () => {
        decided = true;
        return ok({ ...ravi, is_rejected: 1, rejected_reason: 'The KYC documents are not readable' });
      },
    });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Ravi Kumar' });

    await user.click(within(card('Ravi Kumar')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Ravi Kumar?' });
    // Nothing is sent before a reason is given.
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Pick a common reason or write one.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    const reasons = within(dialog).getByRole('group', { name: 'Common reasons' });
    await user.click(within(reasons).getByRole('button', { name: 'The KYC documents are not readable' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveValue('The KYC documents are not readable');
    expect(
      within(reasons).getByRole('button', { name: 'The KYC documents are not readable' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      vendor_id: 2,
      is_rejected: 1,
      rejected_reason: 'The KYC documents are not readable',
    });
    expect(await screen.findByText('Ravi Kumar has been rejected.')).toBeInTheDocument();
    expect(await screen.findByText('No pending vendors found.')).toBeInTheDocument();
  });

  it('rejects with a reason typed, by keyboard alone, at most 500 characters', async () => {
    const calls = mockFetch({
      'GET /admin/data/getvendors_pending': () => ok([ravi], 1),
      'PUT /admin/data/updatevendors': () => ok({ ...ravi, is_rejected: 1 }),
    });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Ravi Kumar' });

    within(card('Ravi Kumar')).getByRole('button', { name: 'Reject' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Reject Ravi Kumar?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAttribute('maxlength', '500');
    await user.keyboard('  Shop photos are of another shop  ');
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Yes, reject' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      vendor_id: 2,
      is_rejected: 1,
      rejected_reason: 'Shop photos are of another shop',
    });
  });

  it('sends nothing when the rejection is cancelled, by Cancel or Escape', async () => {
    const calls = mockFetch({ 'GET /admin/data/getvendors_pending': () => ok([ravi], 1) });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Ravi Kumar' });

    await user.click(within(card('Ravi Kumar')).getByRole('button', { name: 'Reject' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reject Ravi Kumar?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Fake');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(card('Ravi Kumar')).getByRole('button', { name: 'Reject' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject Ravi Kumar?' });
    // A new dialog starts empty.
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('keeps the dialog open with the server message when the rejection fails', async () => {
    const calls = mockFetch({
      'GET /admin/data/getvendors_pending': () => ok([ravi], 1),
      'PUT /admin/data/updatevendors': () => fail(409, 'This vendor has already been approved or rejected'),
    });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Ravi Kumar' });

    await user.click(within(card('Ravi Kumar')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Ravi Kumar?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Duplicate application');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: This vendor has already been approved or rejected',
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      vendor_id: 2,
      is_rejected: 1,
      rejected_reason: 'Duplicate application',
    });
  });

  it('opens View More with its four sections and Close', async () => {
    mockFetch({ 'GET /admin/data/getvendors_pending': () => ok([ravi], 1) });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Ravi Kumar' });

    await user.click(within(card('Ravi Kumar')).getByRole('button', { name: 'View More' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    for (const section of ['Vendor Details', 'KYC Details', 'Account Details', 'Documents']) {
      expect(within(dialog).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(within(dialog).getByText('XXXX XXXX 1234')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('approves the selected vendors in one request after asking, then lists what was not done', async () => {
    const kiran = makeVendor({ vendor_id: 3, vendor_name: 'Kiran Rao' });
    let decided = false;
    const calls = mockFetch({
      'GET /admin/data/getvendors_pending': () => (decided ? ok([asha], 1) : ok([asha, ravi, kiran], 3)),
      'POST /admin/data/vendors/bulk/approve': () => {
        decided = true;
        return ok({
          results: [
            { id: 2, ok: true },
            { id: 3, ok: false, message: 'This vendor has already been approved or rejected' },
          ],
        });
      },
    });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Asha Patil' });
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select Ravi Kumar' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Kiran Rao' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 vendors?' });
    expect(within(dialog).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(dialog).getByText('Kiran Rao')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));

    expect(await screen.findByText('1 vendor approved.')).toBeInTheDocument();
    expect(screen.getByText('Not done for 1:')).toBeInTheDocument();
    expect(screen.getByText(/This vendor has already been approved or rejected/)).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ vendor_ids: [2, 3] });
    // The list is fetched again and the selection cleared.
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ravi Kumar' })).toBeNull());
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
  });

  it('rejects the selected vendors with one reason, asked once', async () => {
    let decided = false;
    const calls = mockFetch({
      'GET /admin/data/getvendors_pending': () => (decided ? ok([], 0) : ok([asha, ravi], 2)),
      'POST /admin/data/vendors/bulk/reject': () => {
        decided = true;
        return ok({
          results: [
            { id: 1, ok: true },
            { id: 2, ok: true },
          ],
        });
      },
    });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Asha Patil' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Asha Patil' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ravi Kumar' }));
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 vendors?' });
    expect(within(dialog).getByText('Asha Patil')).toBeInTheDocument();
    expect(within(dialog).getByText('Ravi Kumar')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Pick a common reason or write one.');
    await user.click(within(dialog).getByRole('button', { name: 'The service is not offered in this area' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));

    expect(await screen.findByText('2 vendors rejected.')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([
      { vendor_ids: [1, 2], rejected_reason: 'The service is not offered in this area' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends nothing when the bulk rejection is cancelled', async () => {
    const calls = mockFetch({ 'GET /admin/data/getvendors_pending': () => ok([asha, ravi], 2) });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Asha Patil' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Asha Patil' }));
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 vendor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });
});
