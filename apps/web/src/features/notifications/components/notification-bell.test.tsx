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
  pending_approvals: 1,
  unassigned_bookings: 0,
  new_complaints: 1,
  unread_messages: 1,
};
const BELL: Notifications = {
  counts: COUNTS,
  items: [
    {
      id: 'message:9',
      kind: 'message',
      text: 'Message from Chatty Chandra: Hello',
      at: '2026-11-23T05:30:00.000Z',
      link: '/messages',
    },
    {
      id: 'application:12',
      kind: 'application',
      text: 'New vendor application: Ravi Kumar',
      at: '2026-11-23T05:00:00.000Z',
      link: '/pendingapprovalview/12',
    },
  ],
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
  it('shows the total on its badge and follows the counts the socket pushes', async () => {
    mockFetch({ 'GET /admin/notifications': () => jsonResponse(200, { success: true, data: BELL }) });
    renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 3 new' })).toBeInTheDocument();

    const socket = await theSocket();
    socket.push('notificationCounts', { ...COUNTS, pending_approvals: 4 });
    expect(await screen.findByRole('button', { name: 'Notifications, 6 new' })).toBeInTheDocument();

    socket.push('notificationCounts', {
      pending_approvals: 0,
      unassigned_bookings: 0,
      new_complaints: 0,
      unread_messages: 0,
    });
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

  it('opens a drawer of the latest arrivals newest first, marks them read, and each opens its screen', async () => {
    const requests = mockFetch({
      'GET /admin/notifications': () => jsonResponse(200, { success: true, data: BELL }),
      'POST /admin/notifications/read': () =>
        jsonResponse(200, { success: true, data: { ...COUNTS, new_complaints: 0, unread_messages: 0 } }),
    });
    const { user } = renderWithProviders(<NotificationBell />, { route: '/managevendor' });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 new' }));

    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    const latest = within(drawer).getByRole('list', { name: 'Latest' });
    expect(
      within(latest)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Message from Chatty Chandra: Hello', 'New vendor application: Ravi Kumar']);
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ kind: 'all' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 new' })).toBeInTheDocument();

    await user.click(within(latest).getByRole('link', { name: 'New vendor application: Ravi Kumar' }));
    expect(currentLocation()).toBe('/pendingapprovalview/12');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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
