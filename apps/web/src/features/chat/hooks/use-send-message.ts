import type { ChatMessage, SendMessagePayload } from '@seva/contract';
import { useCallback, useState } from 'react';
import { getAdminId, isSignedIn } from '@/lib/session';
import type { ChatSocket } from '@/lib/socket';
import { sendRefusal } from '../send-rules';
import { ChatTexts, SEND_ACK_TIMEOUT_MS } from '../texts';

interface SendMessageOptions {
  socket: ChatSocket | null;
  roomId: number | null;
  /** The stored message, as the server acknowledged it. */
  onSent: (message: ChatMessage) => void;
  /**
   * The vendor complaint this message answers (sendMessagePayloadSchema's complaint_id): the server keeps
   * the message as the complaint's reply note.
   */
  complaintId?: number | null;
}

/**
 * Sends the composer's text over the socket after the checks of docs/product/chat.md#send-rules. `send` resolves true once the
 * server has stored the message; otherwise `error` holds the refusal to show.
 */
export function useSendMessage({ socket, roomId, onSent, complaintId = null }: SendMessageOptions) {
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const refusal = sendRefusal({
        roomId,
        message: text,
        signedIn: isSignedIn(),
        connected: socket?.connected === true,
      });
      if (refusal !== null || !socket || roomId === null) {
        setError(refusal ?? ChatTexts.serverUnavailable);
        return false;
      }
      setError(null);
      setSending(true);
      try {
        const payload: SendMessagePayload = {
          chat_room_id: roomId,
          sender_type: 'admin',
          // docs/product/chat.md#socket-events sends the stored admin id; the server takes the sender from the token.
          sender_id: getAdminId() ?? undefined,
          message: text.trim(),
          ...(complaintId === null ? {} : { complaint_id: complaintId }),
        };
        const ack = await socket.timeout(SEND_ACK_TIMEOUT_MS).emitWithAck('sendMessage', payload);
        if (!ack.ok) {
          setError(ack.error);
          return false;
        }
        onSent(ack.data);
        return true;
      } catch {
        setError(ChatTexts.noAnswer);
        return false;
      } finally {
        setSending(false);
      }
    },
    [socket, roomId, onSent, complaintId],
  );

  const clearError = useCallback(() => setError(null), []);

  return { send, sending, error, clearError };
}
