import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { letEmptyMediaQueryMatch } from '@/test/match-media';
import { currentLocation, renderWithProviders } from '@/test/render';
import { headerSort, sortableHeader } from '@/test/table';
import { AuditPage } from './audit-page';

const ADMINS = 'GET /admin/audit/admins';
const PAGE_1 = 'GET /admin/audit?sort=-id&limit=50&offset=0';

const approval = {
  id: 7,
  admin_id: 1,
  admin_name: 'Asha Admin',
  action: 'vendor.approved',
  entity: 'vendor',
  entity_id: '42',
  before: { is_approved: 0 },
  after: { is_approved: 1 },
  ip: '10.1.2.3',
  created_at: '2026-11-23T04:30:00.000Z',
  changes: [{ field: 'is_approved', before: 0, after: 1 }],
};

describe('AuditPage', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'test-token');
    letEmptyMediaQueryMatch();
  });

  it('shows who, what, when in IST and from where, and the diff behind a toggle', async () => {
    mockFetch({
      [ADMINS]: () => jsonResponse(200, { success: true, data: [{ id: 1, name: 'Asha Admin' }] }),
      [PAGE_1]: () => jsonResponse(200, { success: true, data: [approval], total: 1 }),
    });
    const { user } = renderWithProviders(<AuditPage />, { route: '/audit' });

    expect(screen.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    const row = (await within(table).findByText('vendor.approved')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Asha Admin');
    expect(row).toHaveTextContent('vendor #42');
    expect(row).toHaveTextContent('10.1.2.3');
    // 04:30 UTC is 10:00 in Asia/Kolkata.
    expect(within(row).getByText('23 Nov 2026, 10:00 IST')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /^\d+ changes? of entry 7$/ }));
    const diff = within(row).getByRole('table', { name: 'Changes of entry 7' });
    expect(within(diff).getByText('is_approved')).toBeInTheDocument();
  });

  it('shows the date range of the address as dates read everywhere, September as Sep', async () => {
    mockFetch({
      [ADMINS]: () => jsonResponse(200, { success: true, data: [] }),
      'GET /admin/audit?from=2026-09-01&to=2026-09-03&sort=-id&limit=50&offset=0': () =>
        jsonResponse(200, { success: true, data: [approval], total: 1 }),
    });
    renderWithProviders(<AuditPage />, { route: '/audit?from=2026-09-01&to=2026-09-03' });
    await screen.findByText('vendor.approved');

    expect(screen.getByRole('button', { name: 'Dates (IST)' })).toHaveTextContent('1 Sep 2026 – 3 Sep 2026');
  });

  it('sends the entity id filter to the server and says when nothing matches', async () => {
    const requests = mockFetch({
      [ADMINS]: () => jsonResponse(200, { success: true, data: [] }),
      [PAGE_1]: () => jsonResponse(200, { success: true, data: [approval], total: 1 }),
      'GET /admin/audit?entity_id=999&sort=-id&limit=50&offset=0': () =>
        jsonResponse(200, { success: true, data: [], total: 0 }),
    });
    const { user } = renderWithProviders(<AuditPage />, { route: '/audit' });
    await screen.findByText('vendor.approved');

    await user.type(screen.getByRole('textbox', { name: 'Entity id' }), '999');

    expect(await screen.findByText('No matching audit entries found')).toBeInTheDocument();
    // The typed id goes once, after the pause, not per keystroke.
    expect(requests.map((r) => r.url).filter((url) => url.includes('entity_id'))).toEqual([
      '/api/v1/admin/audit?entity_id=999&sort=-id&limit=50&offset=0',
    ]);
  });
  it('shows the newest entries first and the oldest first after a click on When, kept in the URL', async () => {
    const requests = mockFetch({
      [ADMINS]: () => jsonResponse(200, { success: true, data: [] }),
      'GET /admin/audit': () => jsonResponse(200, { success: true, data: [approval], total: 1 }),
    });
    const { user } = renderWithProviders(<AuditPage />, { route: '/audit?entity=vendor' });
    await screen.findByText('vendor.approved');
    expect(headerSort('When')).toBe('Sorted descending');

    await user.click(sortableHeader('When'));
    await waitFor(() => expect(requests.at(-1)?.query.get('sort')).toBe('id'));
    expect(requests.at(-1)?.query.get('entity')).toBe('vendor');
    expect(currentLocation()).toBe('/audit?entity=vendor&sort=id');
    expect(headerSort('When')).toBe('Sorted ascending');
  });
});
