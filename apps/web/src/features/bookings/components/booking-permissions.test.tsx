import { type BuiltInRoleKey, bookingSortFields } from '@seva/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBooking, anAssignedBooking } from '@/test/booking-fixtures';
import { renderWithProviders } from '@/test/render';
import { aMe } from '@/test/team-fixtures';
import { BookingTable } from './booking-tables';

const noop = () => {};

function renderTable(tab: 'requests' | 'assigned', role: BuiltInRoleKey) {
  const booking = tab === 'requests' ? aBooking() : anAssignedBooking();
  return renderWithProviders(
    <BookingTable
      tab={tab}
      records={[booking]}
      searching={false}
      loading={false}
      fetching={false}
      page={1}
      pageSize={50}
      totalRecords={1}
      onPageChange={noop}
      onViewDetails={noop}
      onAssign={noop}
      onReassign={noop}
      onCancel={noop}
      onReschedule={noop}
      onViewReviews={noop}
      sort={{ value: '-booking_id', fields: bookingSortFields, onChange: noop }}
    />,
    { me: aMe(role) },
  );
}

/** The texts of the row's actions, buttons or menu items (jsdom draws both; the buttons are enough). */
function actionTexts(): string[] {
  const group = screen.queryByRole('group', { name: /^Actions for booking/ });
  return group ? Array.from(group.querySelectorAll('button')).map((b) => b.textContent ?? '') : [];
}

describe('booking actions by role (docs/product/team.md#what-the-web-shows)', () => {
  it('gives a dispatcher Assign Vendor, Reschedule and Cancel booking', () => {
    renderTable('requests', 'dispatcher');
    expect(actionTexts()).toEqual(['View details', 'Assign Vendor', 'Reschedule', 'Cancel booking']);
  });

  it('leaves finance only View details on a request, and only the SPEC buttons on an assigned booking', async () => {
    const { unmount } = renderTable('requests', 'finance');
    expect(actionTexts()).toEqual(['View details']);
    unmount();

    renderTable('assigned', 'finance');
    expect(await screen.findByRole('button', { name: 'View Details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for booking/ })).toBeNull();
    expect(screen.queryByText('Re-assign')).toBeNull();
    expect(screen.queryByText('Reschedule')).toBeNull();
    expect(screen.queryByText('Cancel booking')).toBeNull();
  });
});
