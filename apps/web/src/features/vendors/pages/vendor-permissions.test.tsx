import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@/test/fetch-mock';
import { letEmptyMediaQueryMatch } from '@/test/match-media';
import { renderWithProviders } from '@/test/render';
import { aMe } from '@/test/team-fixtures';
import { makeVendor } from '@/test/vendor-fixtures';
import { VendorApprovalView } from '../components/vendor-approval-view';
import { BlockedVendorsPage } from './blocked-vendors-page';

beforeEach(() => {
  letEmptyMediaQueryMatch();
  localStorage.setItem('adminToken', 'token');
});

describe('vendor screens by role (docs/product/team.md#what-the-web-shows)', () => {
  it('leaves a dispatcher only View details on a blocked vendor: no Unblock Vendor', async () => {
    const blocked = makeVendor({ vendor_id: 3, vendor_name: 'Bina Rao', is_blocked: 1 });
    mockFetch({ 'GET /admin/data/getblockvendors': () => ok([blocked], 1) });
    renderWithProviders(<BlockedVendorsPage />, { me: aMe('dispatcher') });

    expect(await screen.findByText('Bina Rao')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Bina Rao' })).toBeNull();
  });

  it('gives a KYC reviewer Approve, Reject, Edit details and Reveal on the approval view, support none of them', () => {
    const vendor = makeVendor({ vendor_id: 4, vendor_name: 'Kiran Das' });
    const { unmount } = renderWithProviders(<VendorApprovalView vendor={vendor} onDecided={() => {}} />, {
      me: aMe('kyc_reviewer'),
    });
    for (const name of ['Approve', 'Reject', 'Edit details', 'Reveal PAN'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    unmount();

    renderWithProviders(<VendorApprovalView vendor={vendor} onDecided={() => {}} />, { me: aMe('support') });
    for (const name of ['Approve', 'Reject', 'Edit details', 'Reveal PAN'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
  });
});
