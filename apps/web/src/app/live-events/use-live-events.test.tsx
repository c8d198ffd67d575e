import type { LiveEvent } from '@seva/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vendorKeys } from '@/features/vendors/api/vendor-keys';
import { clearSession, startSession } from '@/lib/session';
import { useLiveEvents } from './use-live-events';

type Handler = (...args: unknown[]) => void;

/** Plays the server's side of the shared socket: connects, drops, and sends marketplace events. */
class FakeSharedSocket {
  connected = false;
  active = true;
  connects = 0;
  released = 0;

  connect() {
    this.connects += 1;
    this.active = true;
    return this;
  }
  private readonly handlers = new Map<string, Set<Handler>>();

  on(event: string, handler: Handler) {
    this.handlers.set(event, (this.handlers.get(event) ?? new Set()).add(handler));
    return this;
  }

  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  listeners(event: string): number {
    return this.handlers.get(event)?.size ?? 0;
  }

  fire(event: string, ...args: unknown[]) {
    act(() => {
      if (event === 'connect') this.connected = true;
      if (event === 'disconnect') this.connected = false;
      for (const handler of this.handlers.get(event) ?? []) handler(...args);
    });
  }
}

const shared = vi.hoisted(() => ({ sockets: [] as unknown[], tokens: [] as string[] }));
vi.mock('@/lib/socket', () => ({
  shareChatSocket: (token: string) => {
    const socket = new FakeSharedSocket();
    shared.sockets.push(socket);
    shared.tokens.push(token);
    return { socket, release: () => (socket.released += 1) };
  },
}));

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

async function theSocket(): Promise<FakeSharedSocket> {
  await waitFor(() => expect(shared.sockets).toHaveLength(1));
  const socket = shared.sockets[0] as FakeSharedSocket;
  await waitFor(() => expect(socket.listeners('marketplaceEvent')).toBe(1));
  return socket;
}

const applied: LiveEvent = { type: 'vendor.applied', id: 41, at: '2026-11-23T05:00:00.000Z' };

beforeEach(() => {
  shared.sockets.length = 0;
  shared.tokens.length = 0;
});
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
    socket.fire('connect');
    expect(isStale(PENDING)).toBe(false);

    socket.fire('marketplaceEvent', applied);

    expect(isStale(PENDING)).toBe(true);
    expect(isStale(BLOCKED)).toBe(false);
  });

  it('opens nothing while nobody is signed in', async () => {
    setup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shared.sockets).toEqual([]);
  });

  it('refreshes every list after a reconnection, not after the first connection', async () => {
    startSession({ token: 'admin-token', admin: { id: 1, name: 'Asha' } });
    const { isStale } = setup();
    const socket = await theSocket();

    socket.fire('connect');
    expect(isStale(BLOCKED)).toBe(false);
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');

    expect(isStale(BLOCKED)).toBe(true);
    expect(isStale(PENDING)).toBe(true);
  });

  it('stops listening and releases the socket when the frame unmounts', async () => {
    startSession({ token: 'admin-token', admin: { id: 1, name: 'Asha' } });
    const { hook, isStale } = setup();
    const socket = await theSocket();

    hook.unmount();
    socket.fire('marketplaceEvent', applied);

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
    expect(shared.sockets).toHaveLength(1);
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
