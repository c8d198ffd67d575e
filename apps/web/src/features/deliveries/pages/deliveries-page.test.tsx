import type { OutboxDelivery } from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, jsonResponse, mockFetch, ok } from '@/test/fetch-mock';
import { letEmptyMediaQueryMatch } from '@/test/match-media';
import { currentLocation, renderWithProviders } from '@/test/render';
import { rowMenuItem } from '@/test/table';
import { aMe } from '@/test/team-fixtures';
import { DeliveriesPage } from './deliveries-page';

const PAGE_1 = 'GET /admin/outbox?sort=-id&limit=50&offset=0';

const dead: OutboxDelivery = {
  id: 41,
  kind: 'refund.request',
  dedupe_key: 'refund:7',
  status: 'dead',
  attempts: 12,
  next_attempt_at: null,
  last_error: 'provider answered 503',
  created_at: '2026-11-30T04:30:00.000Z',
  updated_at: '2026-11-30T08:00:00.000Z',
  done_at: null,
  recipient: null,
  text: null,
  provider_message_id: null,
};
const retrying: OutboxDelivery = {
  ...dead,
  id: 42,
  dedupe_key: 'refund:8',
  status: 'retrying',
  attempts: 3,
  next_attempt_at: '2026-11-30T05:00:00.000Z',
  last_error: 'timed out',
};

describe('DeliveriesPage (docs/product/deliveries.md#screen)', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'test-token');
    letEmptyMediaQueryMatch();
  });

  it('lists each delivery’s kind, key, status, attempts, next attempt in IST and last error', async () => {
    mockFetch({ [PAGE_1]: () => jsonResponse(200, { success: true, data: [retrying, dead], total: 2 }) });
    renderWithProviders(<DeliveriesPage />, { route: '/deliveries' });

    expect(screen.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Deliveries' });
    const row = (await within(table).findByText('refund:8')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('refund.request');
    expect(row).toHaveTextContent('Retrying');
    expect(row).toHaveTextContent('3 of 12');
    expect(row).toHaveTextContent('timed out');
    // 05:00 UTC is 10:30 in Asia/Kolkata.
    expect(within(row).getByText('30 Nov 2026, 10:30 IST')).toBeInTheDocument();
    expect(screen.getByText('2 deliveries')).toBeInTheDocument();
    // Only a failed delivery offers Retry.
    expect(screen.queryByRole('group', { name: 'Actions for delivery #42' })).toBeNull();
    const failed = within(table).getByText('refund:7').closest('tr') as HTMLElement;
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('12 of 12');
  });

  it('shows a message’s recipient as masked, its whole text and the provider’s id, — for other kinds', async () => {
    const sms: OutboxDelivery = {
      ...dead,
      id: 43,
      kind: 'sms',
      dedupe_key: 'message:vendor.rejected:9',
      status: 'done',
      attempts: 1,
      last_error: null,
      done_at: '2026-11-30T04:31:00.000Z',
      recipient: 'XXXXXX3210',
      text: 'Hi Ravi Kumar, your application for Ravi Plumbing Works was not approved: The KYC documents are not readable. You can correct it and apply again in the app. - Seva',
      provider_message_id: 'console-7f3a',
    };
    mockFetch({ [PAGE_1]: () => ok([sms, dead], 2) });
    renderWithProviders(<DeliveriesPage />, { route: '/deliveries' });

    const table = await screen.findByRole('table', { name: 'Deliveries' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.trim());
    for (const title of ['Recipient', 'Text', 'Provider id']) expect(headers).toContain(title);
    const row = (await within(table).findByText('message:vendor.rejected:9')).closest('tr') as HTMLElement;
    expect(within(row).getByText('XXXXXX3210')).toBeInTheDocument();
    const text = within(row).getByText(sms.text as string);
    // Wrapped, never clipped to a line.
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(row).getByText('console-7f3a')).toBeInTheDocument();
    const other = within(table).getByText('refund:7').closest('tr') as HTMLElement;
    const cells = within(other)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells.filter((c) => c === '—').length).toBeGreaterThanOrEqual(3);
  });

  it('keeps the status and kind filters in the address and sends them to the server', async () => {
    const requests = mockFetch({
      [PAGE_1]: () => ok([retrying, dead], 2),
      'GET /admin/outbox?status=dead&sort=-id&limit=50&offset=0': () => ok([dead], 1),
      'GET /admin/outbox?status=dead&kind=refund.request&sort=-id&limit=50&offset=0': () => ok([dead], 1),
    });
    const { user } = renderWithProviders(<DeliveriesPage />, { route: '/deliveries' });
    await screen.findByText('refund:8');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(currentLocation()).toBe('/deliveries?status=dead'));
    await waitFor(() => expect(screen.queryByText('refund:8')).toBeNull());

    await user.type(screen.getByRole('textbox', { name: 'Kind' }), 'refund.request');
    await waitFor(() => expect(currentLocation()).toBe('/deliveries?status=dead&kind=refund.request'));
    // The typed kind goes once, after the pause, not per keystroke.
    expect(requests.map((r) => r.url).filter((url) => url.includes('kind='))).toEqual([
      '/api/v1/admin/outbox?status=dead&kind=refund.request&sort=-id&limit=50&offset=0',
    ]);
  });

  it('does not send a kind that is not one, and says why', async () => {
    const requests = mockFetch({ [PAGE_1]: () => ok([], 0) });
    const { user } = renderWithProviders(<DeliveriesPage />, { route: '/deliveries' });
    expect(await screen.findByText('No deliveries yet')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Kind' }), 'Refund Request');
    expect(
      await screen.findByText('A kind is lower-case words joined by . _ or -, e.g. refund.request'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requests.filter((r) => r.query.has('kind'))).toEqual([]);
  });

  it('reads a filtered address and says when nothing matches', async () => {
    mockFetch({ 'GET /admin/outbox?status=retrying&sort=-id&limit=50&offset=0': () => ok([], 0) });
    renderWithProviders(<DeliveriesPage />, { route: '/deliveries?status=retrying' });
    expect(await screen.findByText('No deliveries match these filters')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Retrying');
  });

  it('retries a failed delivery after asking, and tells the outcome', async () => {
    let rows = [retrying, dead];
    const requests = mockFetch({
      [PAGE_1]: () => ok(rows, rows.length),
      'POST /admin/outbox/41/retry': () => {
        const again = { ...dead, status: 'pending' as const, attempts: 0, next_attempt_at: dead.updated_at };
        rows = [retrying, again];
        return ok(again);
      },
    });
    const { user } = renderWithProviders(<DeliveriesPage />, { route: '/deliveries', notifications: true });
    await screen.findByText('refund:7');

    await user.click(await rowMenuItem(user, 'delivery #41', 'Retry'));
    const question = await screen.findByRole('dialog', { name: 'Retry delivery #41?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.click(await rowMenuItem(user, 'delivery #41', 'Retry'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Retry delivery #41?' })).getByRole('button', {
        name: 'Retry',
      }),
    );
    expect(await screen.findByText('Delivery #41 will be tried again now.')).toBeInTheDocument();
    const row = (await screen.findByText('refund:7')).closest('tr') as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent('Pending'));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/admin/outbox/41/retry',
    ]);
  });

  it('shows the server’s refusal of a retry', async () => {
    mockFetch({
      [PAGE_1]: () => ok([dead], 1),
      'POST /admin/outbox/41/retry': () => fail(409, 'Only a failed delivery can be retried'),
    });
    const { user } = renderWithProviders(<DeliveriesPage />, { route: '/deliveries', notifications: true });
    await screen.findByText('refund:7');
    await user.click(await rowMenuItem(user, 'delivery #41', 'Retry'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Retry delivery #41?' })).getByRole('button', {
        name: 'Retry',
      }),
    );
    expect(
      await screen.findByText('Delivery #41 was not retried: Only a failed delivery can be retried'),
    ).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    mockFetch({ [PAGE_1]: () => fail(500, 'Database unavailable') });
    renderWithProviders(<DeliveriesPage />, { route: '/deliveries' });
    expect(await screen.findByText('Failed to fetch the deliveries')).toBeInTheDocument();
    expect(screen.getByText('Error: Database unavailable')).toBeInTheDocument();
  });

  it('offers Export CSV only with reports.export', async () => {
    mockFetch({ [PAGE_1]: () => ok([dead], 1) });
    const noExport = aMe('operations', {
      permissions: aMe('operations').permissions.filter((p) => p !== 'reports.export'),
    });
    const { unmount } = renderWithProviders(<DeliveriesPage />, { route: '/deliveries', me: noExport });
    await screen.findByText('refund:7');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    unmount();
    renderWithProviders(<DeliveriesPage />, { route: '/deliveries', me: aMe('operations') });
    await screen.findByText('refund:7');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
