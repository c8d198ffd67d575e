import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aBooking,
  aBookingDetail,
  aCandidate,
  anAssignedBooking,
  BookingRoutes,
  listBody,
  prepareBookingScreen,
} from '@/test/booking-fixtures';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render';
import { closeRowMenu, rowMenuItem } from '@/test/table';
import { BookingDetailsPage } from './booking-details-page';

const { requests: REQUESTS, assigned: ASSIGNED, hasAssigned: HAS_ASSIGNED, assign: ASSIGN } = BookingRoutes;
const CANDIDATES = 'GET /admin/data/bookings/52/candidate-vendors?limit=50&offset=0';
const CURRENT_VENDOR = 'GET /admin/data/vendors/90';
/** What the customer paid for booking 41 (nothing, unless a test says): the cancel dialog waits for it. */
const DETAIL_41 = 'GET /admin/data/bookings/41';

/** Booking 52, assigned to vendor 90 (Baidehi Namboothiri). */
const assignedBooking = anAssignedBooking();
const newVendor = aCandidate({ vendor_id: 93, vendor_name: 'Advay Mishra' });

function renderPage() {
  return renderWithProviders(<BookingDetailsPage />, { route: '/bookingdetails', notifications: true });
}

/** Booking 52 in the Assigned table, with the candidates and the current vendor its re-assign dialog reads. */
const reassignRoutes = {
  [REQUESTS]: () => jsonResponse(200, listBody([])),
  [HAS_ASSIGNED]: () => jsonResponse(200, listBody([assignedBooking])),
  [ASSIGNED]: () => jsonResponse(200, listBody([assignedBooking])),
  [CANDIDATES]: () => jsonResponse(200, listBody([aCandidate(), newVendor])),
  [CURRENT_VENDOR]: () =>
    jsonResponse(200, { success: true, data: { vendor_id: 90, vendor_name: 'Baidehi Namboothiri' } }),
};

const sent = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.url === `/api/v1${path}`);

describe('BookingDetailsPage: re-assigning and cancelling (docs/product/bookings.md#re-assigning, #cancelling)', () => {
  prepareBookingScreen();

  it('re-assigns from the Assigned table: the current vendor cannot be picked, the question names both vendors', async () => {
    let release: () => void = () => {};
    const requests = mockFetch({
      ...reassignRoutes,
      [ASSIGN]: () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(jsonResponse(200, { success: true, data: { ...assignedBooking, vendor_id: 93 } }));
        }),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Assigned', pressed: false }));
    const table = await screen.findByRole('table');
    await within(table).findByText('Indira Gandhi');
    await user.click(await rowMenuItem(user, 'booking 52', 'Re-assign'));

    expect(
      await screen.findByRole('heading', { name: 'Re-assign Vendor for Booking ID: 52' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Current vendor: Baidehi Namboothiri (Vendor ID 90). It cannot be chosen again.',
      ),
    ).toBeInTheDocument();
    const vendors = await screen.findByRole('table', { name: 'Vendors' });
    await within(vendors).findByText('Advay Mishra');
    expect(
      within(vendors).queryByRole('radio', { name: 'Select Baidehi Namboothiri' }),
    ).not.toBeInTheDocument();

    await user.click(within(vendors).getByRole('radio', { name: 'Select Advay Mishra' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Selection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Vendor Re-assignment' });
    expect(
      within(dialog).getByText(
        'Move booking 52 from Baidehi Namboothiri (Vendor ID 90) to Advay Mishra (Vendor ID 93)?',
      ),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Confirm Re-assignment' }));
    expect(await within(dialog).findByRole('button', { name: 'Re-assigning...' })).toBeDisabled();
    expect(sent(requests, 'PUT', '/admin/data/updateservicebooking').map((r) => r.body)).toEqual([
      { booking_id: 52, vendor_id: 93, reassign: true, previous_vendor_id: 90 },
    ]);

    act(() => release());
    expect(
      await screen.findByText(
        'Booking 52 was moved from Baidehi Namboothiri (Vendor ID 90) to Advay Mishra (Vendor ID 93).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm Vendor Re-assignment' })).not.toBeInTheDocument();
    // The view leaves its address for the list's (a navigation, rendered as a transition).
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Re-assign Vendor for Booking ID: 52' }),
      ).not.toBeInTheDocument(),
    );
    expect(currentLocation()).toBe('/bookingdetails?tab=assigned');
  });

  it('shows the refusal of a re-assignment someone else made first in the dialog', async () => {
    const message =
      'This booking was re-assigned by someone else meanwhile. Reload the bookings and try again.';
    const requests = mockFetch({
      ...reassignRoutes,
      [ASSIGN]: () => jsonResponse(409, { success: false, message }),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Assigned', pressed: false }));
    await user.click(await rowMenuItem(user, 'booking 52', 'Re-assign'));
    await user.click(await screen.findByRole('radio', { name: 'Select Advay Mishra' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Selection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Vendor Re-assignment' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Re-assignment' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The vendor was not re-assigned');
    expect(alert).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Confirm Re-assignment' })).toBeDisabled();
    expect(sent(requests, 'PUT', '/admin/data/updateservicebooking')).toHaveLength(1);
  });

  it('disables Re-assign and Cancel booking for a cancelled or completed booking, with the reason as title', async () => {
    const cancelled = aBooking({ booking_id: 60, vendor_id: 90, is_cancelled: 1, status: 'Cancelled' });
    const completed = aBooking({
      booking_id: 61,
      vendor_id: 90,
      customer_name: 'Ravi Shankar',
      is_completed: 1,
      status: 'Completed',
    });
    mockFetch({
      [REQUESTS]: () => jsonResponse(200, listBody([])),
      [HAS_ASSIGNED]: () => jsonResponse(200, listBody([cancelled])),
      [ASSIGNED]: () => jsonResponse(200, listBody([cancelled, completed])),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Assigned', pressed: false }));
    const table = await screen.findByRole('table');
    await within(table).findByText('Priya Gill');
    const reassign = await rowMenuItem(user, 'booking 60', 'Re-assign');
    expect(reassign).toHaveAttribute('title', 'A cancelled booking cannot be re-assigned');
    expect(reassign).toBeDisabled();
    // The same open ⋮ holds Cancel booking.
    const cancelButton = screen.getByRole('menuitem', { name: 'Cancel booking' });
    expect(cancelButton).toBeDisabled();
    expect(cancelButton).toHaveAttribute('title', 'This booking is already cancelled');
    await closeRowMenu(user);
    const completedCancel = await rowMenuItem(user, 'booking 61', 'Cancel booking');
    expect(completedCancel).toBeDisabled();
    expect(completedCancel).toHaveAttribute('title', 'This booking is completed and cannot be cancelled');
  });

  it('cancels a booking only with a reason, sends it, then closes with a notice and fetches the lists again', async () => {
    let cancelledAlready = false;
    const requests = mockFetch({
      [REQUESTS]: () =>
        jsonResponse(
          200,
          listBody([cancelledAlready ? aBooking({ is_cancelled: 1, status: 'Cancelled' }) : aBooking()]),
        ),
      [HAS_ASSIGNED]: () => jsonResponse(200, listBody([])),
      [DETAIL_41]: () => jsonResponse(200, { success: true, data: aBookingDetail() }),
      'POST /admin/data/bookings/41/cancel': () => {
        cancelledAlready = true;
        return jsonResponse(200, {
          success: true,
          data: aBooking({ is_cancelled: 1, status: 'Cancelled', cancelled_reason: 'Customer moved away' }),
        });
      },
    });
    const { user } = renderPage();

    await user.click(await rowMenuItem(user, 'booking 41', 'Cancel booking'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking 41' });
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByText('Please enter a reason for cancelling the booking.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(sent(requests, 'POST', '/admin/data/bookings/41/cancel')).toHaveLength(0);

    const listCalls = sent(requests, 'GET', REQUESTS.slice(4)).length;
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' Customer moved away ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking 41 was cancelled.')).toBeInTheDocument();
    expect(sent(requests, 'POST', '/admin/data/bookings/41/cancel').map((r) => r.body)).toEqual([
      { reason: 'Customer moved away', vendor_id: null },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Cancel booking 41' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Cancelled')).toBeInTheDocument());
    expect(await rowMenuItem(user, 'booking 41', 'Cancel booking')).toBeDisabled();
    expect(sent(requests, 'GET', REQUESTS.slice(4)).length).toBeGreaterThan(listCalls);
  });

  it("shows the server's refusal (409) in the cancel dialog and lets the admin keep the booking", async () => {
    const message = 'This booking is completed and cannot be cancelled';
    mockFetch({
      [REQUESTS]: () => jsonResponse(200, listBody([aBooking()])),
      [HAS_ASSIGNED]: () => jsonResponse(200, listBody([])),
      [DETAIL_41]: () => jsonResponse(200, { success: true, data: aBookingDetail() }),
      'POST /admin/data/bookings/41/cancel': () => jsonResponse(409, { success: false, message }),
    });
    const { user } = renderPage();

    await user.click(await rowMenuItem(user, 'booking 41', 'Cancel booking'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking 41' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Reason' }), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The booking was not cancelled');
    expect(alert).toHaveTextContent(message);
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog', { name: 'Cancel booking 41' })).not.toBeInTheDocument();
  });
});
