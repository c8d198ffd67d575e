import type { LedgerEntry, VendorBalance } from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { letEmptyMediaQueryMatch } from '@/test/match-media';
import { renderWithProviders } from '@/test/render';
import { aMe } from '@/test/team-fixtures';
import { VendorLedgerPage } from './vendor-ledger-page';

const FIGURES = 'GET /admin/data/vendor-balances?vendor_id=7&limit=1&offset=0';
const LEDGER = 'GET /admin/data/vendors/7/ledger?limit=50&offset=0';
const ADJUST = 'POST /admin/data/vendors/7/ledger/adjustments';

const balance: VendorBalance = {
  vendor_id: 7,
  vendor_name: 'Ravi Kumar',
  balance: 850,
  earned: 850,
  paid_out: 0,
  last_payout_at: null,
};
const earning: LedgerEntry = {
  entry_id: 1,
  vendor_id: 7,
  type: 'earning',
  amount: 850,
  commission: 150,
  booking_id: 41,
  refund_id: null,
  payout_id: null,
  reason: null,
  created_at: '2026-11-30T05:00:00.000Z',
};

const renderLedger = (me = aMe()) =>
  renderWithProviders(
    <Routes>
      <Route path="/vendor-earnings/:vendorId" element={<VendorLedgerPage />} />
    </Routes>,
    { route: '/vendor-earnings/7', me, notifications: true },
  );

describe('VendorLedgerPage (docs/product/vendor-ledger.md#vendor-earnings-screen)', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'test-token');
    letEmptyMediaQueryMatch();
  });

  it("shows the vendor's figures and entries, and adjusts the balance with a reason", async () => {
    const requests = mockFetch({
      [FIGURES]: () => ok([balance], 1),
      [LEDGER]: () => ok([earning], 1),
      [ADJUST]: () => ok({ ...earning, entry_id: 2, type: 'adjustment', amount: -50, commission: 0 }),
    });
    const { user } = renderLedger();
    expect(await screen.findByRole('heading', { name: 'Ledger of Ravi Kumar' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Ledger entries' });
    const row = (await within(table).findByText('Earning')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('₹850');
    expect(row).toHaveTextContent('₹150');
    expect(row).toHaveTextContent('30 Nov 2026, 10:30 IST');
    expect(screen.getByText('1 entry')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust the balance of Ravi Kumar' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '-50');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(dialog).findByText('Enter a reason')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Damaged tap');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    await screen.findByText('Adjustment saved for Ravi Kumar');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ amount: -50, reason: 'Damaged tap' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the server's refusal in the dialog", async () => {
    mockFetch({
      [FIGURES]: () => ok([balance], 1),
      [LEDGER]: () => ok([earning], 1),
      [ADJUST]: () => fail(404, 'Vendor not found'),
    });
    const { user } = renderLedger();
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust the balance of Ravi Kumar' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '10');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Bonus');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The adjustment was not saved');
    expect(alert).toHaveTextContent('Vendor not found');
  });

  it('offers no adjustment without ledger.adjust', async () => {
    mockFetch({ [FIGURES]: () => ok([balance], 1), [LEDGER]: () => ok([earning], 1) });
    renderLedger(aMe('viewer'));
    expect(await screen.findByRole('heading', { name: 'Ledger of Ravi Kumar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
  });
});
