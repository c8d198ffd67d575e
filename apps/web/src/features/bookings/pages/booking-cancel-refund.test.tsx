import { RefundMessages } from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aBooking,
  aBookingDetail,
  BookingRoutes,
  listBody,
  prepareBookingScreen,
} from '@/test/booking-fixtures';
import { aRefund, detailValue } from '@/test/customer-fixtures';
import { fail, jsonResponse, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { rowMenuItem } from '@/test/table';
import { aMe } from '@/test/team-fixtures';
import { BookingDetailsPage } from './booking-details-page';

/**
 * Cancelling a paid booking with a refund from Booking Details (docs/product/refunds-screens.md#cancel-dialog),
 * and what Customer Service Details shows of its payment and refunds (#customer-service-details).
 */

const { requests: REQUESTS, hasAssigned: HAS_ASSIGNED } = BookingRoutes;
const DETAIL = 'GET /admin/data/bookings/41';
const CANCEL = 'POST /admin/data/bookings/41/cancel';

/** Booking 41, paid ₹1,299.50 (payment 34), nothing refunded yet. */
const paid = aBookingDetail({ payment_id: 34, paid_amount: 1299.5, refundable_amount: 1299.5 });

function routes(detail = paid, cancel: () => Response = () => cancelled(null)) {
  return {
    [REQUESTS]: () => jsonResponse(200, listBody([aBooking()])),
    [HAS_ASSIGNED]: () => jsonResponse(200, listBody([])),
    [DETAIL]: () => ok(detail),
    [CANCEL]: cancel,
  };
}

const cancelled = (refund: ReturnType<typeof aRefund> | null) =>
  jsonResponse(200, {
    success: true,
    data: aBooking({ is_cancelled: 1, status: 'Cancelled', cancelled_reason: 'Customer moved away' }),
    refund,
  });

const cancels = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/admin/data/bookings/41/cancel');

function renderPage(me = aMe()) {
  return renderWithProviders(<BookingDetailsPage />, { route: '/bookingdetails', notifications: true, me });
}

async function openCancel(user: Parameters<typeof rowMenuItem>[0]) {
  await user.click(await rowMenuItem(user, 'booking 41', 'Cancel booking'));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel booking 41' });
  await within(dialog).findByRole('textbox', { name: 'Reason' });
  return dialog;
}

const refundBox = (dialog: HTMLElement) =>
  within(dialog).getByRole('checkbox', { name: 'Refund ₹1,299.50 to the customer' });
const amountBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Refund amount' });

describe('Booking Details: cancelling a paid booking with a refund', () => {
  prepareBookingScreen();

  it('shows what was paid and offers its whole refund, checked; the amount edited down is sent with the reason', async () => {
    const requests = mockFetch(
      routes(paid, () => cancelled(aRefund({ booking_id: 41, amount: 500, status: 'pending' }))),
    );
    const { user } = renderPage();
    const dialog = await openCancel(user);

    expect(within(dialog).getByText('The customer paid ₹1,299.50 for this booking.')).toBeInTheDocument();
    expect(refundBox(dialog)).toBeChecked();
    expect(amountBox(dialog)).toHaveValue('1,299.5');

    await user.clear(amountBox(dialog));
    await user.type(amountBox(dialog), '500');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Customer moved away');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(
      await screen.findByText('Booking 41 was cancelled. A refund of ₹500 was requested.'),
    ).toBeInTheDocument();
    expect(cancels(requests).map((r) => r.body)).toEqual([
      { reason: 'Customer moved away', vendor_id: null, refund_amount: 500 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel booking 41' })).toBeNull());
  });

  it('sends the whole refundable amount when it is left as offered', async () => {
    const requests = mockFetch(routes(paid, () => cancelled(aRefund({ amount: 1299.5, status: 'pending' }))));
    const { user } = renderPage();
    const dialog = await openCancel(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Duplicate booking');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(
      await screen.findByText('Booking 41 was cancelled. A refund of ₹1,299.50 was requested.'),
    ).toBeInTheDocument();
    expect(cancels(requests).map((r) => r.body)).toEqual([
      { reason: 'Duplicate booking', vendor_id: null, refund_amount: 1299.5 },
    ]);
  });

  it('unchecked, cancels without a refund: no refund_amount is sent', async () => {
    const requests = mockFetch(routes());
    const { user } = renderPage();
    const dialog = await openCancel(user);
    await user.click(refundBox(dialog));
    expect(within(dialog).queryByRole('textbox', { name: 'Refund amount' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Customer moved away');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking 41 was cancelled.')).toBeInTheDocument();
    expect(cancels(requests).map((r) => r.body)).toEqual([
      { reason: 'Customer moved away', vendor_id: null },
    ]);
  });

  it('refuses in the form more than is refundable, or no amount', async () => {
    const requests = mockFetch(routes());
    const { user } = renderPage();
    const dialog = await openCancel(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Customer moved away');
    await user.clear(amountBox(dialog));
    await user.type(amountBox(dialog), '1300');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByText(RefundMessages.overRefundable(1299.5))).toBeInTheDocument();

    await user.clear(amountBox(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByText('Enter the amount to refund')).toBeInTheDocument();
    expect(cancels(requests)).toEqual([]);
  });

  it('offers what is left of a payment refunded in part', async () => {
    mockFetch(routes(aBookingDetail({ payment_id: 34, paid_amount: 1299.5, refundable_amount: 799.5 })));
    const { user } = renderPage();
    const dialog = await openCancel(user);
    expect(
      within(dialog).getByText(
        'The customer paid ₹1,299.50 for this booking. ₹799.50 of it can still be refunded.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Refund ₹799.50 to the customer' })).toBeChecked();
    expect(amountBox(dialog)).toHaveValue('799.5');
  });

  it('offers no refund without payments.refund (operations), and sends none', async () => {
    const requests = mockFetch(routes());
    const { user } = renderPage(aMe('operations'));
    const dialog = await openCancel(user);
    expect(within(dialog).getByText('The customer paid ₹1,299.50 for this booking.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Customer moved away');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking 41 was cancelled.')).toBeInTheDocument();
    expect(cancels(requests).map((r) => r.body)).toEqual([
      { reason: 'Customer moved away', vendor_id: null },
    ]);
  });

  it('offers nothing for a booking nobody paid for, or one refunded in full', async () => {
    mockFetch(routes(aBookingDetail()));
    const first = renderPage();
    const unpaid = await openCancel(first.user);
    expect(within(unpaid).queryByText(/The customer paid/)).toBeNull();
    expect(within(unpaid).queryByRole('checkbox')).toBeNull();
    first.unmount();

    mockFetch(routes(aBookingDetail({ payment_id: 34, paid_amount: 1299.5, refundable_amount: 0 })));
    const second = renderPage();
    const refunded = await openCancel(second.user);
    expect(
      within(refunded).getByText(
        'The customer paid ₹1,299.50 for this booking. It has been refunded in full.',
      ),
    ).toBeInTheDocument();
    expect(within(refunded).queryByRole('checkbox')).toBeNull();
  });

  it("shows the server's refusal of the refund in the dialog, the booking kept", async () => {
    const message = RefundMessages.overRefundable(200);
    mockFetch(routes(paid, () => fail(422, message)));
    const { user } = renderPage();
    const dialog = await openCancel(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Customer moved away');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The booking was not cancelled');
    expect(alert).toHaveTextContent('The refund is more than the refundable amount of ₹200.00');
  });

  it('still cancels when what was paid cannot be read, saying so', async () => {
    const requests = mockFetch({ ...routes(), [DETAIL]: () => fail(500, 'Database unavailable') });
    const { user } = renderPage();
    const dialog = await openCancel(user);
    expect(within(dialog).getByText('Failed to read what the customer paid')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Customer moved away');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking 41 was cancelled.')).toBeInTheDocument();
    expect(cancels(requests).map((r) => r.body)).toEqual([
      { reason: 'Customer moved away', vendor_id: null },
    ]);
  });
});

describe('Customer Service Details: the payment and its refunds', () => {
  prepareBookingScreen();

  async function openDetails(user: Parameters<typeof rowMenuItem>[0]) {
    await user.click(await rowMenuItem(user, 'booking 41', 'View details'));
    return screen.findByRole('dialog', { name: 'Customer Service Details' });
  }

  it('shows what was paid, what is refundable and each refund with its status', async () => {
    mockFetch({
      ...routes(aBookingDetail({ payment_id: 34, paid_amount: 1299.5, refundable_amount: 799.5 })),
      'GET /admin/data/payments/34/refunds': () => ok([aRefund({ booking_id: 41, status: 'requested' })]),
    });
    const { user } = renderPage();
    const details = await openDetails(user);
    const refunds = await within(details).findByRole('table', { name: 'Refunds of payment 34' });
    const row = within(refunds).getByText('Service not delivered').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('₹500');
    expect(row).toHaveTextContent('Requested');
    expect(detailValue(details, 'Paid')).toBe('₹1,299.50');
    expect(detailValue(details, 'Refundable')).toBe('₹799.50');
  });

  it('says when nothing was paid', async () => {
    mockFetch(routes(aBookingDetail()));
    const { user } = renderPage();
    const details = await openDetails(user);
    expect(await within(details).findByText('Nothing was paid for this booking.')).toBeInTheDocument();
  });

  it('shows a dispatcher what was paid but not the refunds, which need payments.read', async () => {
    const requests = mockFetch(routes());
    const { user } = renderPage(aMe('dispatcher'));
    const details = await openDetails(user);
    await within(details).findByText('Paid');
    expect(detailValue(details, 'Paid')).toBe('₹1,299.50');
    expect(within(details).queryByText('Refunds')).toBeNull();
    expect(requests.filter((r) => r.path.includes('/refunds'))).toEqual([]);
  });
});
