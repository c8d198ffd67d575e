import type { ServerToClientEvents } from '@seva/contract';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getToken, subscribeToSession } from '@/lib/session';

/** What a screen hears on the live socket: some of the server's events, and what to do after a reconnection. */
export interface LiveSocketListeners {
  events: Partial<ServerToClientEvents>;
  /** After a reconnection (not the first connection): pushes sent while the socket was down are not replayed. */
  onReconnect: () => void;
}

type AnyListener = (...args: unknown[]) => void;

/**
 * The one live-socket hook (docs/guiding-principles.md): while an admin is signed in, listens on the page's
 * one chat socket (`shareChatSocket`, loaded when first needed) and lets go of it on sign-out or unmount.
 * A socket that gave up (docs/product/chat.md#connection-status) is asked to connect again when the browser
 * comes back online or the tab is shown again, so live updates do not stop for good. The listeners are read
 * when an event arrives, so a new object each render does not reconnect; the event names are the first render's.
 */
export function useLiveSocket(listeners: LiveSocketListeners): void {
  const token = useSyncExternalStore(subscribeToSession, getToken, getToken);
  const latest = useRef(listeners);
  latest.current = listeners;
  const eventNames = useRef(Object.keys(listeners.events) as (keyof ServerToClientEvents)[]);

  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let stop = () => {};
    void import('@/lib/socket').then(({ shareChatSocket }) => {
      if (stopped) return;
      const { socket, release } = shareChatSocket(token);
      const loose = socket as unknown as {
        on: (event: string, listener: AnyListener) => void;
        off: (event: string, listener: AnyListener) => void;
      };
      let connectedBefore = socket.connected;
      const handlers = eventNames.current.map((event) => {
        const handler: AnyListener = (...args) =>
          (latest.current.events[event] as AnyListener | undefined)?.(...args);
        loose.on(event, handler);
        return [event, handler] as const;
      });
      const onConnect = () => {
        if (connectedBefore) latest.current.onReconnect();
        connectedBefore = true;
      };
      const revive = () => {
        if (!socket.active && document.visibilityState === 'visible') socket.connect();
      };
      socket.on('connect', onConnect);
      window.addEventListener('online', revive);
      document.addEventListener('visibilitychange', revive);
      stop = () => {
        for (const [event, handler] of handlers) loose.off(event, handler);
        socket.off('connect', onConnect);
        window.removeEventListener('online', revive);
        document.removeEventListener('visibilitychange', revive);
        release();
      };
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [token]);
}
