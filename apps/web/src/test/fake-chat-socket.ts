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
