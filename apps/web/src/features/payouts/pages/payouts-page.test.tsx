import type { Payout } from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, ok } from '@/test/fetch-mock';
import { letEmptyMediaQueryMatch } from '@/test/match-media';
import { currentLocation, renderWithProviders } from '@/test/render';
import { columnHeaders } from '@/test/table';
import { aMe } from '@/test/team-fixtures';
import { PayoutsPage } from './payouts-page';

const PAGE_1 = 'GET /admin/data/payouts?sort=-payout_id&limit=50&offset=0';

const aPayout = (values: Partial<Payout> = {}): Payout => ({
  payout_id: 21,
  vendor_id: 7,
  vendor_name: 'Ravi Kumar',
  amount: 1152.05,
  status: 'processed',
  utr: 'HDFCN52026120112345',
  created_at: '2026-11-30T05:00:00.000Z',
  processed_at: '2026-11-30T05:04:00.000Z',
  provider_payout_id: 'pout_00000000000001',
  failure_reason: null,
  ...values,
});

const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;

describe('PayoutsPage (docs/product/payouts.md#screen)', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'test-token');
    letEmptyMediaQueryMatch();
  });

  it('lists each payout: id, vendor, amount in rupees, status with the reason, UTR, when', async () => {
    mockFetch({
      [PAGE_1]: () =>
        ok(
          [
            aPayout(),
            aPayout({
              payout_id: 22,
              vendor_name: 'Meena Iyer',
              amount: 600,
              status: 'reversed',
              utr: null,
              processed_at: null,
              failure_reason: 'Payout reversed as the beneficiary account is closed.',
            }),
          ],
          2,
        ),
    });
    renderWithProviders(<PayoutsPage />, { route: '/payouts' });
    const table = await screen.findByRole('table', { name: 'Payouts' });
    await within(table).findByText('Ravi Kumar');
    expect(columnHeaders(table)).toEqual([
      'Payout ID',
      'Vendor',
      'Amount',
      'Status',
      'UTR',
      'Created',
      'Processed',
    ]);
    const paid = rowOf(table, 'Ravi Kumar');
    expect(paid).toHaveTextContent('₹1,152.05');
    expect(paid).toHaveTextContent('Processed');
    expect(paid).toHaveTextContent('HDFCN52026120112345');
    expect(within(paid).getByText('30 Nov 2026, 10:34 IST')).toBeInTheDocument();
    const back = rowOf(table, 'Meena Iyer');
    expect(back).toHaveTextContent('Reversed');
    expect(back).toHaveTextContent('Payout reversed as the beneficiary account is closed.');
    expect(screen.getByText('2 payouts')).toBeInTheDocument();
  });

  it('keeps the status in the address and sends it to the server', async () => {
    const requests = mockFetch({
      [PAGE_1]: () => ok([aPayout()], 1),
      'GET /admin/data/payouts?status=failed&sort=-payout_id&limit=50&offset=0': () => ok([], 0),
    });
    const { user } = renderWithProviders(<PayoutsPage />, { route: '/payouts' });
    await screen.findByText('Ravi Kumar');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await screen.findByText('No payouts match this status');
    await waitFor(() => expect(currentLocation()).toBe('/payouts?status=failed'));
    expect(requests.at(-1)?.query.get('status')).toBe('failed');
  });

  it('runs a payout after a confirmation, asking for a two-step code, and says what it did', async () => {
    let asked = 0;
    const requests = mockFetch({
      [PAGE_1]: () => ok([], 0),
      'POST /admin/data/payouts': () =>
        asked++ === 0
          ? jsonResponse(403, { success: false, message: 'Enter a two-step code to continue' })
          : jsonResponse(201, {
              success: true,
              data: {
                payouts: [aPayout({ status: 'queued' })],
                skipped: [{ vendor_id: 9, reason: 'no_bank_account' }],
              },
            }),
      'POST /admin/me/mfa/verify': () => ok(undefined),
    });
    const { user } = renderWithProviders(<PayoutsPage />, {
      route: '/payouts',
      stepUpDialog: true,
      notifications: true,
    });
    await screen.findByText('No payouts yet');
    await user.click(screen.getByRole('button', { name: 'Run payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay every vendor their balance?' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay vendors' }));
    const stepUp = await screen.findByRole('dialog', { name: 'Enter your two-step code' });
    await user.type(within(stepUp).getByRole('textbox', { name: 'Two-step code' }), '123456');
    await user.click(within(stepUp).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('1 payout queued, 1 vendor skipped')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST' && r.path === '/admin/data/payouts')).toHaveLength(2),
    );
    expect(requests.find((r) => r.path === '/admin/data/payouts' && r.method === 'POST')?.body).toEqual({});
  });

  it('shows no Run payout to a member without payouts.manage', async () => {
    mockFetch({ [PAGE_1]: () => ok([], 0) });
    renderWithProviders(<PayoutsPage />, { route: '/payouts', me: aMe('operations') });
    await screen.findByText('No payouts yet');
    expect(screen.queryByRole('button', { name: 'Run payout' })).toBeNull();
  });
});
