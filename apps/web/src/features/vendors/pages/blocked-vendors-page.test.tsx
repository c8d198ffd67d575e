import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { letEmptyMediaQueryMatch } from '@/test/match-media';
import { currentLocation, renderWithProviders } from '@/test/render';
import { columnHeaders, headerSort, sortableHeader } from '@/test/table';
import { makeVendor } from '@/test/vendor-fixtures';
import { BlockedVendorsPage } from './blocked-vendors-page';

const blocked = makeVendor({
  vendor_id: 3,
  vendor_name: 'Kiran Rao',
  is_approved: 1,
  is_blocked: 1,
  blocked_reason: 'Repeated no-shows',
  // 02:00 on 21 Nov in India, still the 20th in UTC (the tests' browser time zone).
  blocked_date: '2026-11-20T20:30:00.000Z',
});

function renderPage(handlers: Record<string, (call: RecordedRequest) => Response>) {
  const calls = mockFetch(handlers);
  const view = renderWithProviders(
    <>
      <Notifications />
      <BlockedVendorsPage />
    </>,
  );
  const listCalls = () => calls.filter((c) => c.path === '/admin/data/getblockvendors');
  return { ...view, calls, listCalls };
}

beforeEach(() => {
  letEmptyMediaQueryMatch();
  window.localStorage.setItem('adminToken', 'token');
  notifications.clean();
});

describe('BlockedVendorsPage', () => {
  it('shows each field of a blocked vendor under its column of docs/product/vendors.md#blocked-vendors', async () => {
    renderPage({ 'GET /admin/data/getblockvendors': () => ok([blocked], 1) });

    const row = (await screen.findByText('Kiran Rao')).closest('tr') as HTMLElement;
    const headers = columnHeaders(row.closest('table') as HTMLElement);
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(headers.map((header, i) => [header, cells[i]])).toEqual([
      ['Names', 'Kiran Rao'],
      ['Email', 'vendor3@example.in'],
      ['Phone Number', '9876500000'],
      ['Category', 'Plumbing'],
      ['Business Name', 'Business 3'],
      ['Blocked Reason', 'Repeated no-shows'],
      ['Blocked Date', '21 Nov 2026'],
      ['Actions', ''],
    ]);
    // The date's title gives the moment, India time with IST.
    expect(within(row).getByText('21 Nov 2026')).toHaveAttribute('title', '21 Nov 2026, 02:00 IST');
  });

  it("says 'No blocked vendors available', or 'No matching vendors found' for a search", async () => {
    const { user } = renderPage({ 'GET /admin/data/getblockvendors': () => ok([], 0) });

    expect(await screen.findByText('No blocked vendors available')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zz');
    expect(await screen.findByText('No matching vendors found')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch blocked vendors' when the list cannot load", async () => {
    renderPage({ 'GET /admin/data/getblockvendors': () => fail(503, 'Service unavailable') });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch blocked vendors');
    expect(alert).toHaveTextContent('Error: Service unavailable');
  });

  it('unblocks after the confirmation and fetches the list again about a second later', async () => {
    let unblockedAt: number | undefined;
    const listedAt: number[] = [];
    const { user, calls } = renderPage({
      'GET /admin/data/getblockvendors': () => {
        listedAt.push(Date.now());
        return unblockedAt === undefined ? ok([blocked], 1) : ok([], 0);
      },
      'PUT /admin/data/updatevendors': () => {
        unblockedAt = Date.now();
        return ok({ ...blocked, is_blocked: 0, blocked_date: null });
      },
    });
    await screen.findByText('Kiran Rao');

    await user.click(screen.getByRole('button', { name: 'Actions for Kiran Rao' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unblock Vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to unblock Kiran Rao?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, unblock' }));

    expect(await screen.findByText('No blocked vendors available')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ vendor_id: 3, is_blocked: 0 });
    // Timed from the unblock, not from when the empty text showed: on a busy machine the delayed
    // fetch can land before the test gets there.
    await waitFor(() => expect(listedAt.some((at) => at - (unblockedAt ?? Infinity) >= 900)).toBe(true));
  });

  it('Cancel in the actions menu changes nothing', async () => {
    const { user, calls } = renderPage({ 'GET /admin/data/getblockvendors': () => ok([blocked], 1) });
    await screen.findByText('Kiran Rao');

    await user.click(screen.getByRole('button', { name: 'Actions for Kiran Rao' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('sorts on the server: most recently blocked first, then by the header clicked, kept in the URL', async () => {
    const { user, listCalls } = renderPage({ 'GET /admin/data/getblockvendors': () => ok([blocked], 1) });
    await screen.findByText('Kiran Rao');
    expect(listCalls()[0]?.query.get('sort')).toBe('-blocked_date');
    expect(headerSort('Blocked Date')).toBe('Sorted descending');
    for (const title of ['Names', 'Email', 'Phone Number', 'Category', 'Business Name']) {
      expect(headerSort(title)).toBe('Not sorted');
    }
    expect(screen.queryByRole('button', { name: /^Blocked Reason/ })).toBeNull();

    await user.click(sortableHeader('Blocked Date'));
    await waitFor(() => expect(listCalls().at(-1)?.query.get('sort')).toBe('blocked_date'));
    expect(currentLocation()).toContain('sort=blocked_date');

    await user.click(sortableHeader('Names'));
    await waitFor(() => expect(listCalls().at(-1)?.query.get('sort')).toBe('vendor_name'));
    expect(currentLocation()).toContain('sort=vendor_name');
    expect(headerSort('Names')).toBe('Sorted ascending');
    expect(headerSort('Blocked Date')).toBe('Not sorted');
  });
});
