import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCandidate } from '@/test/booking-fixtures';
import { renderWithProviders } from '@/test/render';
import { CandidateVendorsTable } from './candidate-vendors-table';

const best = aCandidate({
  vendor_id: 1,
  vendor_name: 'Near Nisha',
  score: 82,
  reasons: [
    { code: 'category', ok: true, text: 'Same service category' },
    { code: 'subscription', ok: true, text: 'Subscription active until 2026-12-23' },
    { code: 'distance', ok: true, text: '0.0 km away, inside its 10 km radius' },
    { code: 'load', ok: true, text: 'No open assignments' },
    { code: 'rating', ok: false, text: 'No reviews yet' },
    { code: 'hours', ok: true, text: 'Working now (09:00 - 18:00)' },
  ],
});
const lapsed = aCandidate({
  vendor_id: 2,
  vendor_name: 'Alok Lapsed',
  eligible: false,
  reason: 'No active subscription',
  score: 0,
  reasons: [
    { code: 'category', ok: true, text: 'Same service category' },
    { code: 'subscription', ok: false, text: 'No active subscription' },
    { code: 'distance', ok: false, text: '120 km away, outside its 25 km radius' },
    { code: 'load', ok: true, text: 'No open assignments' },
  ],
});

function renderTable() {
  renderWithProviders(
    <CandidateVendorsTable
      records={[best, lapsed]}
      selectedId={null}
      onSelect={() => {}}
      loading={false}
      fetching={false}
      page={1}
      pageSize={50}
      totalRecords={2}
      onPageChange={() => {}}
    />,
  );
  const rows = within(screen.getByRole('table', { name: 'Vendors' })).getAllByRole('row');
  return { first: rows[1]!, second: rows[2]! };
}

const chips = (row: HTMLElement) =>
  within(within(row).getByRole('list', { name: 'Ranking reasons' }))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);

describe('CandidateVendorsTable: score and reason chips', () => {
  it("shows each vendor's score with an accessible label and keeps the existing columns", () => {
    const { first, second } = renderTable();
    expect(screen.getByRole('columnheader', { name: 'Score' })).toBeInTheDocument();
    for (const title of ['Vendor Name', 'Business Name', 'Category', 'Mobile', 'Service Hours', 'Select']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeInTheDocument();
    }
    expect(within(first).getByLabelText('Score 82 of 100')).toHaveTextContent('82');
    expect(within(second).getByLabelText('Score 0 of 100')).toHaveTextContent('0');
    expect(within(second).getByText('Cannot be assigned: No active subscription')).toBeInTheDocument();
    expect(within(second).getByRole('radio', { name: 'Select Alok Lapsed' })).toBeDisabled();
  });

  it('shows the ranking rules as chips, a failed hard rule first, the passed hard rules left out', () => {
    const { first, second } = renderTable();
    expect(chips(first)).toEqual([
      '0.0 km away, inside its 10 km radius',
      'No open assignments',
      'No reviews yet',
      'Working now (09:00 - 18:00)',
    ]);
    expect(chips(second)).toEqual([
      'No active subscription',
      '120 km away, outside its 25 km radius',
      'No open assignments',
    ]);
  });
});
