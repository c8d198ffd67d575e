import type { ClientToServerEvents, ServerToClientEvents } from '@seva/contract';
import { io, type Socket } from 'socket.io-client';

/** The chat socket, typed with the contract's event maps. */
export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** SPEC §7 and §9: path /socket.io; reconnection allows up to 5 attempts, 1 second apart. */
export const SOCKET_PATH = '/socket.io';
export const SOCKET_RECONNECTION_ATTEMPTS = 5;
export const SOCKET_RECONNECTION_DELAY_MS = 1_000;

/**
 * Connects to the server this page came from, authenticated by `token` in the query (SPEC §7).
 * Only the Messages screen imports this module, so socket.io-client loads with that screen alone.
 */
export function connectChatSocket(token: string): ChatSocket {
  return io({
    path: SOCKET_PATH,
    query: { token },
    reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
    reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECTION_DELAY_MS,
    // Exactly 1 s apart, as SPEC §9 says, instead of socket.io's default jitter.
    randomizationFactor: 0,
  });
}
