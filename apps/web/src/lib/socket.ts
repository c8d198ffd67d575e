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
 * Screens use `shareChatSocket`, so the page keeps one connection however many of them listen.
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

/** One holder's use of the shared socket: `release` (once) when done, instead of disconnecting it. */
export interface SharedChatSocket {
  socket: ChatSocket;
  release: () => void;
}

interface Shared {
  socket: ChatSocket;
  holders: number;
}

const sharedByToken = new Map<string, Shared>();

/**
 * The page's one socket for `token`: the Messages screen and the live events of the signed-in frame
 * (docs/product/partner-api.md#live-events) listen on the same connection. The first holder connects it,
 * the last release closes it. A socket that gave up (its reconnection attempts used, or the server
 * refused it) is asked to connect again when a new holder arrives, so every holder keeps one object.
 */
export function shareChatSocket(token: string): SharedChatSocket {
  let shared = sharedByToken.get(token);
  if (shared) {
    if (!shared.socket.active) shared.socket.connect();
  } else {
    shared = { socket: connectChatSocket(token), holders: 0 };
    sharedByToken.set(token, shared);
  }
  shared.holders += 1;
  const current = shared;
  let released = false;
  return {
    socket: current.socket,
    release: () => {
      if (released) return;
      released = true;
      current.holders -= 1;
      if (current.holders > 0) return;
      current.socket.disconnect();
      if (sharedByToken.get(token) === current) sharedByToken.delete(token);
    },
  };
}
