import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aMe } from '@/test/team-fixtures';
import { Can } from './can';
import { EntityTimeline, TIMELINE_TITLE } from './entity-timeline';
import { ExportCsvButton } from './export-csv-button';

beforeEach(() => localStorage.setItem('adminToken', 'token'));

describe('what a role allows (docs/product/team.md#what-the-web-shows)', () => {
  it('<Can> shows its content only to a member whose role has the permission', () => {
    const content = (
      <Can permission="vendors.block">
        <button type="button">Block</button>
      </Can>
    );
    const { unmount } = renderWithProviders(content, { me: aMe('operations') });
    expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
    unmount();

    renderWithProviders(content, { me: aMe('dispatcher') });
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
  });

  it('shows nothing the role may allow while it is not known who is signed in', () => {
    mockFetch({ 'GET /admin/me': () => new Promise<Response>(() => {}) });
    renderWithProviders(
      <Can permission="dashboard.read">
        <p>Revenue</p>
      </Can>,
      { me: null },
    );
    expect(screen.queryByText('Revenue')).toBeNull();
  });

  it('offers Export CSV only with reports.export', () => {
    const { unmount } = renderWithProviders(<ExportCsvButton path="/admin/data/vendors" filters={{}} />, {
      me: aMe('finance'),
    });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<ExportCsvButton path="/admin/data/vendors" filters={{}} />, { me: aMe('support') });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it("shows an entity's history only with audit.read, and does not ask for it otherwise", () => {
    const requests = mockFetch({});
    renderWithProviders(<EntityTimeline entity="vendor" id={42} />, { me: aMe('dispatcher') });

    expect(screen.queryByRole('region', { name: TIMELINE_TITLE })).toBeNull();
    expect(requests).toEqual([]);
  });
});
