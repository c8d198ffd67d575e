import type { ChatMessageEvent, SendMessageAck, SendMessagePayload } from '@seva/contract';
import { act } from '@testing-library/react';
import type { ChatSocket } from '@/lib/socket';

type Handler = (...args: never[]) => void;

class Handlers {
  private readonly byEvent = new Map<string, Set<Handler>>();

  on(event: string, handler: Handler): void {
    const set = this.byEvent.get(event) ?? new Set();
    set.add(handler);
    this.byEvent.set(event, set);
  }

  off(event: string, handler: Handler): void {
    this.byEvent.get(event)?.delete(handler);
  }

  count(event: string): number {
    return this.byEvent.get(event)?.size ?? 0;
  }

  fire(event: string, ...args: unknown[]): void {
    for (const handler of this.byEvent.get(event) ?? []) (handler as (...a: unknown[]) => void)(...args);
  }
}

/**
 * Stands in for socket.io-client's Socket in component tests: records what the page emits, answers
 * acknowledgements with `replySend`, and lets the test play the server (connect, drop, give up, deliver).
 */
export class FakeChatSocket {
  connected = false;
  active = true;
  /** How often the page asked it to connect again, and released it. */
  connects = 0;
  released = 0;
  readonly emitted: { event: string; payload: unknown }[] = [];
  replySend: (payload: SendMessagePayload) => SendMessageAck = () => ({ ok: false, error: 'no reply set' });

  private readonly handlers = new Handlers();
  private readonly managerHandlers = new Handlers();

  readonly io = {
    on: (event: string, handler: Handler) => {
      this.managerHandlers.on(event, handler);
      return this.io;
    },
    off: (event: string, handler: Handler) => {
      this.managerHandlers.off(event, handler);
      return this.io;
    },
  };

  on(event: string, handler: Handler): this {
    this.handlers.on(event, handler);
    return this;
  }

  off(event: string, handler: Handler): this {
    this.handlers.off(event, handler);
    return this;
  }

  emit(event: string, payload: unknown, ack?: (response: unknown) => void): this {
    this.emitted.push({ event, payload });
    if (event === 'joinRoom') ack?.({ ok: true, chat_room_id: Number(payload) });
    return this;
  }

  timeout(_ms: number) {
    return {
      emitWithAck: async (event: string, payload: SendMessagePayload) => {
        this.emitted.push({ event, payload });
        return this.replySend(payload);
      },
    };
  }

  connect(): this {
    this.connects += 1;
    this.active = true;
    return this;
  }

  /** How many listeners the page has on `event`. */
  listeners(event: string): number {
    return this.handlers.count(event);
  }

  /** The server sends `event` (e.g. 'marketplaceEvent', 'notificationCounts', 'connect'). */
  push(event: string, ...args: unknown[]): void {
    act(() => {
      if (event === 'connect') this.connected = true;
      if (event === 'disconnect') this.connected = false;
      this.handlers.fire(event, ...args);
    });
  }

  disconnect(): this {
    this.connected = false;
    this.active = false;
    return this;
  }

  /** The server accepted the connection. */
  serverConnects(): void {
    act(() => {
      this.connected = true;
      this.handlers.fire('connect');
    });
  }

  /** The connection dropped; socket.io starts reconnecting. */
  connectionDrops(): void {
    act(() => {
      this.connected = false;
      this.handlers.fire('disconnect', 'transport close');
      this.managerHandlers.fire('reconnect_attempt', 1);
    });
  }

  /** socket.io used up its reconnection attempts. */
  reconnectionFails(): void {
    act(() => {
      this.active = false;
      this.managerHandlers.fire('reconnect_failed');
    });
  }

  deliver(message: ChatMessageEvent): void {
    act(() => this.handlers.fire('receiveMessage', message));
  }

  asSocket(): ChatSocket {
    return this as unknown as ChatSocket;
  }
}

/**
 * The sockets the mocked '@/lib/socket' hands out: `next` when a test set one, else a new FakeChatSocket;
 * each is recorded with its token. A test file mocks the module with
 * `vi.mock('@/lib/socket', () => import('@/test/fake-chat-socket').then((m) => m.fakeSocketModule));`
 * and calls `sharedSockets.clear()` before each test.
 */
export const sharedSockets = {
  next: null as FakeChatSocket | null,
  handedOut: [] as FakeChatSocket[],
  tokens: [] as string[],
  clear() {
    this.next = null;
    this.handedOut.length = 0;
    this.tokens.length = 0;
  },
};

/** '@/lib/socket' as the component tests see it: shareChatSocket hands out sharedSockets; release disconnects. */
export const fakeSocketModule = {
  shareChatSocket(token: string) {
    const socket = sharedSockets.next ?? new FakeChatSocket();
    sharedSockets.handedOut.push(socket);
    sharedSockets.tokens.push(token);
    return {
      socket: socket.asSocket(),
      release: () => {
        socket.released += 1;
        socket.disconnect();
      },
    };
  },
};
