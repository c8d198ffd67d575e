import type { NotificationCounts, Notifications } from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '@/lib/session';
import { type FakeChatSocket, sharedSockets as shared } from '@/test/fake-chat-socket';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render';
import { NotificationBell } from './notification-bell';

vi.mock('@/lib/socket', () => import('@/test/fake-chat-socket').then((m) => m.fakeSocketModule));

const COUNTS: NotificationCounts = {
  pending_approvals: 140,
  unassigned_bookings: 80,
  new_complaints: 1,
  unread_messages: 1,
  failed_deliveries: 0,
  failed_refunds: 0,
  failed_payouts: 0,
  unseen: 3,
};
const HEAD = { application: 12, booking: 40, vendor_complaint: 3, customer_complaint: 2, message: 9 };
const UNREAD_ROOMS = [
  { room_id: 5, vendor_id: 7, unread: 2 },
  { room_id: 6, vendor_id: 8, unread: 3 },
];
const BELL: Notifications = {
  counts: COUNTS,
  items: [
    {
      id: 'message:9',
      kind: 'message',
      text: 'Message from Chatty Chandra: Hello',
      at: '2026-11-23T05:30:00.000Z',
      link: '/messages',
      read: false,
    },
    {
      id: 'application:12',
      kind: 'application',
      text: 'New vendor application: Ravi Kumar',
      at: '2026-11-23T05:00:00.000Z',
      link: '/pendingapprovalview/12',
      read: true,
    },
  ],
  head: HEAD,
};

async function theSocket(): Promise<FakeChatSocket> {
  await waitFor(() => expect(shared.handedOut).toHaveLength(1));
  const socket = shared.handedOut[0]!;
  await waitFor(() => expect(socket.listeners('notificationCounts')).toBe(1));
  return socket;
}

beforeEach(() => {
  shared.clear();
  startSession({ token: 'admin-token', admin: { id: 1, name: 'Asha' } });
});
afterEach(() => clearSession());

describe('NotificationBell', () => {
  it('shows what arrived unseen on its badge, not the counts of now, and follows the counts the socket pushes', async () => {
    mockFetch({ 'GET /admin/notifications': () => jsonResponse(200, { success: true, data: BELL }) });
    renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 3 new' })).toBeInTheDocument();

    const socket = await theSocket();
    socket.push('notificationCounts', { ...COUNTS, unseen: 4 });
    expect(await screen.findByRole('button', { name: 'Notifications, 4 new' })).toBeInTheDocument();

    socket.push('notificationCounts', { ...COUNTS, unseen: 0 });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('refetches after a reconnection, not after the first connection', async () => {
    const requests = mockFetch({
      'GET /admin/notifications': () => jsonResponse(200, { success: true, data: BELL }),
    });
    renderWithProviders(<NotificationBell />);
    const socket = await theSocket();
    const gets = () => requests.filter((r) => r.method === 'GET').length;
    await waitFor(() => expect(gets()).toBe(1));
    socket.push('connect');
    socket.push('connect');
    await waitFor(() => expect(gets()).toBe(2));
  });

  it('opens a drawer of the latest arrivals newest first, marks seen the head it was shown, and an item opens its screen as read', async () => {
    const requests = mockFetch({
      'GET /admin/notifications': () => jsonResponse(200, { success: true, data: BELL }),
      'GET /chat/unread': () => jsonResponse(200, { success: true, data: UNREAD_ROOMS }),
      'POST /admin/notifications/seen': () =>
        jsonResponse(200, { success: true, data: { ...COUNTS, new_complaints: 0, unseen: 0 } }),
      'POST /admin/notifications/items/application:12/read': () =>
        jsonResponse(200, { success: true, data: { ...COUNTS, unseen: 0 } }),
      'POST /admin/notifications/items/message:9/read': () =>
        jsonResponse(200, { success: true, data: { ...COUNTS, unseen: 0 } }),
    });
    const { user } = renderWithProviders(<NotificationBell />, { route: '/managevendor' });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 new' }));

    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    const latest = within(drawer).getByRole('list', { name: 'Latest' });
    expect(
      within(latest)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Message from Chatty Chandra: Hello (unread)', 'New vendor application: Ravi Kumar']);
    // When each arrived, in India time with IST: 05:30 UTC is 11:00 there.
    expect(within(latest).getAllByRole('listitem')[0]).toHaveTextContent('23 Nov 2026, 11:00 IST');
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/admin/notifications/seen')?.body).toEqual({ up_to: HEAD }),
    );
    expect(requests.some((r) => r.path === '/admin/notifications/read')).toBe(false);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    // Unread messages is the Messages screen's query: 2 + 3 in two rooms, not the bell's own number.
    const unreadLine = within(drawer).getByRole('link', { name: 'Unread messages' }).closest('li')!;
    await waitFor(() => expect(unreadLine).toHaveTextContent('Unread messages5'));

    await user.click(within(latest).getByRole('link', { name: /^Message from Chatty Chandra: Hello/ }));
    expect(currentLocation()).toBe('/messages');
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/admin/notifications/items/message:9/read')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // An item already read is not marked again.
    expect(requests.some((r) => r.path === '/admin/notifications/items/application:12/read')).toBe(false);
  });

  it('dismisses an item: gone from the list at once, told to the server, and back with a red alert when refused', async () => {
    let refuse = false;
    const requests = mockFetch({
      'GET /admin/notifications': () => jsonResponse(200, { success: true, data: BELL }),
      'GET /chat/unread': () => jsonResponse(200, { success: true, data: [] }),
      'POST /admin/notifications/seen': () =>
        jsonResponse(200, { success: true, data: { ...COUNTS, unseen: 0 } }),
      'POST /admin/notifications/items/application:12/dismiss': () =>
        refuse
          ? jsonResponse(500, { success: false, message: 'Database is down' })
          : jsonResponse(200, { success: true, data: { ...COUNTS, unseen: 0 } }),
    });
    const { user } = renderWithProviders(<NotificationBell />, { notifications: true });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 new' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    const latest = within(drawer).getByRole('list', { name: 'Latest' });

    refuse = true;
    await user.click(
      within(latest).getByRole('button', { name: 'Dismiss: New vendor application: Ravi Kumar' }),
    );
    expect(
      await screen.findByText('Failed to dismiss the notification: Database is down'),
    ).toBeInTheDocument();
    expect(
      await within(latest).findByRole('link', { name: 'New vendor application: Ravi Kumar' }),
    ).toBeInTheDocument();

    refuse = false;
    const dismissals = () =>
      requests.filter((r) => r.path === '/admin/notifications/items/application:12/dismiss').length;
    await user.click(
      within(latest).getByRole('button', { name: 'Dismiss: New vendor application: Ravi Kumar' }),
    );
    await waitFor(() => expect(dismissals()).toBe(2));
    expect(within(latest).queryByRole('link', { name: 'New vendor application: Ravi Kumar' })).toBeNull();
  });

  it('shows a failed load in the drawer with Retry', async () => {
    mockFetch({
      'GET /admin/notifications': () => jsonResponse(500, { success: false, message: 'Database is down' }),
    });
    const { user } = renderWithProviders(<NotificationBell />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(drawer).findByText('Failed to fetch notifications')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
