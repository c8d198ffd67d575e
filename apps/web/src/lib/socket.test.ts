import { describe, expect, it, vi } from 'vitest';
import { connectChatSocket } from './socket';

const client = vi.hoisted(() => ({ calls: [] as unknown[] }));
vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    client.calls.push(options);
    return { options };
  },
}));

describe('connectChatSocket', () => {
  it('connects to /socket.io with the token in the query and SPEC §9 reconnection: 5 attempts, 1 s apart', () => {
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
