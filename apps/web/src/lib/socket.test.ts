import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectChatSocket, shareChatSocket } from './socket';

interface FakeSocket {
  options: unknown;
  active: boolean;
  connects: number;
  disconnects: number;
  connect: () => void;
  disconnect: () => void;
}

const client = vi.hoisted(() => ({ calls: [] as unknown[], sockets: [] as unknown[] }));
vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    client.calls.push(options);
    const socket: FakeSocket = {
      options,
      active: true,
      connects: 0,
      disconnects: 0,
      connect() {
        this.connects += 1;
        this.active = true;
      },
      disconnect() {
        this.disconnects += 1;
        this.active = false;
      },
    };
    client.sockets.push(socket);
    return socket;
  },
}));

beforeEach(() => {
  client.calls.length = 0;
  client.sockets.length = 0;
});

describe('connectChatSocket', () => {
  it('connects to /socket.io with the token in the query and docs/product/chat.md reconnection: 5 attempts, 1 s apart', () => {
    connectChatSocket('tok-123');

    expect(client.calls).toEqual([
      expect.objectContaining({
        path: '/socket.io',
        query: { token: 'tok-123' },
        reconnectionAttempts: 5,
        reconnectionDelay: 1_000,
        reconnectionDelayMax: 1_000,
        randomizationFactor: 0,
      }),
    ]);
  });
});

describe('shareChatSocket', () => {
  it('gives every holder of one token the same connection and closes it at the last release', () => {
    const chat = shareChatSocket('tok-a');
    const live = shareChatSocket('tok-a');
    const socket = client.sockets[0] as FakeSocket;

    expect(client.calls).toHaveLength(1);
    expect(live.socket).toBe(chat.socket);
    chat.release();
    chat.release();
    expect(socket.disconnects).toBe(0);
    live.release();
    expect(socket.disconnects).toBe(1);

    shareChatSocket('tok-a');
    expect(client.calls).toHaveLength(2);
  });

  it('asks a socket that gave up to connect again when a new holder arrives, keeping the one object', () => {
    const live = shareChatSocket('tok-b');
    const socket = client.sockets[0] as FakeSocket;
    socket.active = false;

    const chat = shareChatSocket('tok-b');

    expect(chat.socket).toBe(live.socket);
    expect(socket.connects).toBe(1);
    expect(client.calls).toHaveLength(1);
  });

  it('keeps another token on its own connection', () => {
    shareChatSocket('tok-c');
    shareChatSocket('tok-d');
    expect(client.calls).toHaveLength(2);
  });
});
