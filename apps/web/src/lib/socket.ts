import type { ClientToServerEvents, ServerToClientEvents } from '@seva/contract';
import { io, type Socket } from 'socket.io-client';

/** The chat socket, typed with the contract's event maps. */
export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** docs/product/chat.md#socket-events, #connection-status: path /socket.io; reconnection allows up to 5 attempts, 1 second apart. */
export const SOCKET_PATH = '/socket.io';
export const SOCKET_RECONNECTION_ATTEMPTS = 5;
export const SOCKET_RECONNECTION_DELAY_MS = 1_000;

/**
 * Connects to the server this page came from, authenticated by `token` in the query (docs/product/chat.md#socket-events).
 * Only the Messages screen imports this module, so socket.io-client loads with that screen alone.
 */
export function connectChatSocket(token: string): ChatSocket {
  return io({
    path: SOCKET_PATH,
    query: { token },
    reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
    reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECTION_DELAY_MS,
    // Exactly 1 s apart, as docs/product/chat.md#connection-status says, instead of socket.io's default jitter.
    randomizationFactor: 0,
  });
}
