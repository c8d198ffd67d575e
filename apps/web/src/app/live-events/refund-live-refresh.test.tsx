import type { LiveEvent, Refund } from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingDetailsPage } from '@/features/bookings/pages/booking-details-page';
import { RefundsPage } from '@/features/refunds/pages/refunds-page';
import { clearSession, startSession } from '@/lib/session';
import { aBooking, aBookingDetail, BookingRoutes, listBody } from '@/test/booking-fixtures';
import { aRefund } from '@/test/customer-fixtures';
import { type FakeChatSocket, sharedSockets as shared } from '@/test/fake-chat-socket';
import { jsonResponse, mockFetch, ok } from '@/test/fetch-mock';
import { letEmptyMediaQueryMatch } from '@/test/match-media';
import { renderWithProviders } from '@/test/render';
import { rowMenuItem } from '@/test/table';
import { useLiveEvents } from './use-live-events';

vi.mock('@/lib/socket', () => import('@/test/fake-chat-socket').then((m) => m.fakeSocketModule));

/**
 * A refund settled by the provider shows as `Processed` (or `Failed`) on the screens open at that moment,
 * without a reload (docs/product/refunds-screens.md#live-refresh): the shell's live events
 * (app/live-events/use-live-events.ts) make the refunds' queries stale.
 */

/** The screen as the shell shows it: with the live events listened to. */
function WithLiveEvents({ children }: { children: ReactNode }) {
  useLiveEvents();
  return children;
}

async function theSocket(): Promise<FakeChatSocket> {
  await waitFor(() => expect(shared.handedOut).toHaveLength(1));
  const socket = shared.handedOut[0] as FakeChatSocket;
  await waitFor(() => expect(socket.listeners('marketplaceEvent')).toBe(1));
  socket.push('connect');
  return socket;
}

const settled = (type: LiveEvent['type'], id: number): LiveEvent => ({
  type,
  id,
  at: '2026-11-30T05:04:00.000Z',
});

beforeEach(() => {
  shared.clear();
  letEmptyMediaQueryMatch();
  startSession({ token: 'test-token', admin: { id: 1, name: 'Asha Admin' } });
});
afterEach(() => clearSession());

describe('refund live events', () => {
  it('move a refund to Processed on the open Refunds screen', async () => {
    let refund: Refund = aRefund({ status: 'requested' });
    mockFetch({ 'GET /admin/data/refunds?sort=-refund_id&limit=50&offset=0': () => ok([refund], 1) });
    renderWithProviders(
      <WithLiveEvents>
        <RefundsPage />
      </WithLiveEvents>,
      { route: '/refunds' },
    );
    const table = await screen.findByRole('table', { name: 'Refunds' });
    const row = (await within(table).findByText('Chapala Nayar')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Requested');
    const socket = await theSocket();

    refund = { ...refund, status: 'processed', processed_at: '2026-11-30T05:04:00.000Z' };
    socket.push('marketplaceEvent', settled('refund.processed', refund.refund_id));

    await waitFor(() =>
      expect(within(table).getByText('Chapala Nayar').closest('tr')).toHaveTextContent('Processed'),
    );
    expect(within(table).getByText('30 Nov 2026, 10:34 IST')).toBeInTheDocument();
  });

  it("move the refund asked with a booking's cancellation along in its open Customer Service Details: Requested, then Failed and refundable again", async () => {
    let refund: Refund = aRefund({
      booking_id: 41,
      amount: 1299.5,
      status: 'pending',
      provider_refund_id: null,
    });
    let refundable = 0;
    mockFetch({
      [BookingRoutes.requests]: () =>
        jsonResponse(200, listBody([aBooking({ is_cancelled: 1, status: 'Cancelled' })])),
      [BookingRoutes.hasAssigned]: () => jsonResponse(200, listBody([])),
      'GET /admin/data/bookings/41': () =>
        ok(aBookingDetail({ payment_id: 34, paid_amount: 1299.5, refundable_amount: refundable })),
      'GET /admin/data/payments/34/refunds': () => ok([refund]),
    });
    const { user } = renderWithProviders(
      <WithLiveEvents>
        <BookingDetailsPage />
      </WithLiveEvents>,
      { route: '/bookingdetails' },
    );
    await user.click(await rowMenuItem(user, 'booking 41', 'View details'));
    const details = await screen.findByRole('dialog', { name: 'Customer Service Details' });
    const refunds = await within(details).findByRole('table', { name: 'Refunds of payment 34' });
    expect(refunds).toHaveTextContent('Pending');
    const socket = await theSocket();

    refund = { ...refund, status: 'requested', provider_refund_id: 'rfnd_AbCdEfGh123456' };
    socket.push('marketplaceEvent', settled('refund.requested', refund.refund_id));
    await waitFor(() => expect(refunds).toHaveTextContent('Requested'));

    refund = {
      ...refund,
      status: 'failed',
      failure_reason: 'The payment provider could not complete the refund',
    };
    refundable = 1299.5;
    socket.push('marketplaceEvent', settled('refund.failed', refund.refund_id));
    await waitFor(() => expect(refunds).toHaveTextContent('Failed'));
    expect(refunds).toHaveTextContent('The payment provider could not complete the refund');
    // A failed refund makes its amount refundable again.
    await waitFor(() =>
      expect(within(details).getByText('Refundable').nextElementSibling).toHaveTextContent('₹1,299.50'),
    );
  });
});
