import { useEffect, useState } from 'react';
import { getToken } from '@/lib/session';
import { type ChatSocket, shareChatSocket } from '@/lib/socket';

/**
 * connecting: the first connection is being made; connected; reconnecting: the connection dropped and
 * socket.io is retrying (docs/product/chat.md#connection-status: 5 attempts, 1 s apart); unavailable: it gave up, or the server refused.
 */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'unavailable';

/**
 * The page's chat socket for this screen (shared with the live events, docs/product/partner-api.md#live-events):
 * held on mount, released on unmount, with its connection status.
 */
export function useChatSocket(): { socket: ChatSocket | null; status: ConnectionStatus } {
  const [socket, setSocket] = useState<ChatSocket | null>(null);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');

  useEffect(() => {
    const token = getToken();
    if (!token) {
      setStatus('unavailable');
      return;
    }
    const { socket: current, release } = shareChatSocket(token);
    const onConnect = () => setStatus('connected');
    // `active` is false when nothing will retry: the server refused the token or closed the connection.
    const onDisconnect = () => setStatus(current.active ? 'reconnecting' : 'unavailable');
    const onConnectError = () => {
      if (!current.active) setStatus('unavailable');
    };
    const onReconnectAttempt = () => setStatus('reconnecting');
    const onReconnectFailed = () => setStatus('unavailable');

    current.on('connect', onConnect);
    current.on('disconnect', onDisconnect);
    current.on('connect_error', onConnectError);
    current.io.on('reconnect_attempt', onReconnectAttempt);
    current.io.on('reconnect_failed', onReconnectFailed);
    setStatus(current.connected ? 'connected' : 'connecting');
    setSocket(current);

    return () => {
      current.off('connect', onConnect);
      current.off('disconnect', onDisconnect);
      current.off('connect_error', onConnectError);
      current.io.off('reconnect_attempt', onReconnectAttempt);
      current.io.off('reconnect_failed', onReconnectFailed);
      release();
      setSocket(null);
    };
  }, []);

  return { socket, status };
}
