import type { LiveEvent } from '@seva/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getEntityTimelineQueryOptions } from '@/api/get-entity-timeline';
import { getBookingsQueryOptions } from '@/features/bookings/api/get-bookings';
import { getDispatchBoardQueryOptions } from '@/features/bookings/api/get-dispatch-board';
import { getSlotSettingsQueryOptions } from '@/features/bookings/api/get-slot-settings';
import { vendorKeys } from '@/features/vendors/api/vendor-keys';
import { clearSession, startSession } from '@/lib/session';
import { type FakeChatSocket, sharedSockets as shared } from '@/test/fake-chat-socket';
import { useLiveEvents } from './use-live-events';

vi.mock('@/lib/socket', () => import('@/test/fake-chat-socket').then((m) => m.fakeSocketModule));

const PENDING = vendorKeys.pending({ q: '', page: 1 });
const BLOCKED = vendorKeys.blocked({ q: '', page: 1 });

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(PENDING, { data: [] });
  queryClient.setQueryData(BLOCKED, { data: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveEvents(), { wrapper });
  const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { queryClient, hook, isStale };
}

async function theSocket(): Promise<FakeChatSocket> {
  await waitFor(() => expect(shared.handedOut).toHaveLength(1));
  const socket = shared.handedOut[0]!;
  await waitFor(() => expect(socket.listeners('marketplaceEvent')).toBe(1));
  return socket;
}

const applied: LiveEvent = { type: 'vendor.applied', id: 41, at: '2026-11-23T05:00:00.000Z' };

beforeEach(() => shared.clear());
afterEach(() => {
  clearSession();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('useLiveEvents', () => {
  it("listens on the page's shared socket with the admin's token and refreshes what an event concerns", async () => {
    startSession({ token: 'admin-token', admin: { id: 1, name: 'Asha' } });
    const { isStale } = setup();
    const socket = await theSocket();
    expect(shared.tokens).toEqual(['admin-token']);
    socket.push('connect');
    expect(isStale(PENDING)).toBe(false);

    socket.push('marketplaceEvent', applied);

    expect(isStale(PENDING)).toBe(true);
    expect(isStale(BLOCKED)).toBe(false);
  });

  it("refreshes Booking Details, the day board and that booking's timeline when a booking is rescheduled", async () => {
    startSession({ token: 'admin-token', admin: { id: 1, name: 'Asha' } });
    const { queryClient, isStale } = setup();
    const keys = {
      requests: getBookingsQueryOptions({
        tab: 'requests',
        q: '',
        limit: 50,
        offset: 0,
        sort: 'scheduled_start',
      }).queryKey,
      board: getDispatchBoardQueryOptions({ date: '2026-11-24', serviceCatId: null }).queryKey,
      timeline: getEntityTimelineQueryOptions('booking', 63).queryKey,
      otherTimeline: getEntityTimelineQueryOptions('booking', 64).queryKey,
      slotSettings: getSlotSettingsQueryOptions().queryKey,
    };
    for (const key of Object.values(keys)) queryClient.setQueryData<unknown>(key, { cached: true });
    const socket = await theSocket();
    socket.push('connect');

    socket.push('marketplaceEvent', { type: 'booking.rescheduled', id: 63, at: '2026-11-23T05:00:00.000Z' });

    expect(isStale(keys.requests)).toBe(true);
    expect(isStale(keys.board)).toBe(true);
    expect(isStale(keys.timeline)).toBe(true);
    expect(isStale(keys.otherTimeline)).toBe(false);
    expect(isStale(keys.slotSettings)).toBe(false);
    expect(isStale(PENDING)).toBe(false);
  });

  it('opens nothing while nobody is signed in', async () => {
    setup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shared.handedOut).toEqual([]);
  });

  it('refreshes every list after a reconnection, not after the first connection', async () => {
    startSession({ token: 'admin-token', admin: { id: 1, name: 'Asha' } });
    const { isStale } = setup();
    const socket = await theSocket();

    socket.push('connect');
    expect(isStale(BLOCKED)).toBe(false);
    socket.push('disconnect', 'transport close');
    socket.push('connect');

    expect(isStale(BLOCKED)).toBe(true);
    expect(isStale(PENDING)).toBe(true);
  });

  it('stops listening and releases the socket when the frame unmounts', async () => {
    startSession({ token: 'admin-token', admin: { id: 1, name: 'Asha' } });
    const { hook, isStale } = setup();
    const socket = await theSocket();

    hook.unmount();
    socket.push('marketplaceEvent', applied);

    expect(socket.released).toBe(1);
    expect(socket.listeners('marketplaceEvent')).toBe(0);
    expect(isStale(PENDING)).toBe(false);
  });

  it('lets go of the old token when the admin signs out', async () => {
    startSession({ token: 'admin-token', admin: { id: 1, name: 'Asha' } });
    setup();
    const socket = await theSocket();

    act(() => clearSession());

    expect(socket.released).toBe(1);
    expect(shared.handedOut).toHaveLength(1);
  });

  it('asks a socket that gave up to connect again when the browser is back online, and only then', async () => {
    startSession({ token: 'admin-token', admin: { id: 1, name: 'Asha' } });
    const { hook } = setup();
    const socket = await theSocket();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(socket.connects).toBe(0);
    socket.active = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(socket.connects).toBe(1);

    hook.unmount();
    socket.active = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(socket.connects).toBe(1);
  });

  it('asks a socket that gave up to connect again when the tab is shown, not while it is hidden', async () => {
    startSession({ token: 'admin-token', admin: { id: 1, name: 'Asha' } });
    setup();
    const socket = await theSocket();
    socket.active = false;
    const showTab = (state: 'visible' | 'hidden') =>
      act(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
        document.dispatchEvent(new Event('visibilitychange'));
      });

    showTab('hidden');
    expect(socket.connects).toBe(0);
    showTab('visible');
    expect(socket.connects).toBe(1);
  });
});
