import type { ChatMessage, ChatMessagesResponse, ChatVendor } from '@seva/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { errorMessage, isApiError } from '@/lib/api-error';
import type { ChatSocket } from '@/lib/socket';
import { getChatMessages } from '../api/get-chat-messages';
import { getOrCreateRoom } from '../api/get-or-create-room';
import {
  ChatTexts,
  HISTORY_PAGE_SIZE,
  HISTORY_TIMEOUT_MS,
  ROOM_LOAD_RETRIES,
  ROOM_LOAD_RETRY_DELAY_MS,
  roomRetryText,
} from '../texts';
import { delay, TimeoutError, withTimeout } from './async';
import { type ChatRoomAction, chatRoomReducer, initialChatRoomState } from './chat-room-state';

type Dispatch = (action: ChatRoomAction) => void;

/** docs/product/chat.md#conversation-flow: the server's message when it sent one, otherwise the fallback text; a timeout has its own. */
function historyErrorText(error: unknown): string {
  if (error instanceof TimeoutError) return ChatTexts.historyTimedOut;
  const message = isApiError(error) && error.kind === 'response' ? error.message : ChatTexts.historyFailed;
  return `Error: ${message}`;
}

/** docs/product/chat.md#conversation-flow: get or create the room, retried up to 3 times 2 s apart. Null when it failed or was cancelled. */
async function loadRoom(vendorId: number, signal: AbortSignal, dispatch: Dispatch): Promise<number | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await getOrCreateRoom(vendorId, signal);
      return response.roomId;
    } catch (error) {
      if (signal.aborted) return null;
      if (attempt >= ROOM_LOAD_RETRIES) {
        dispatch({ type: 'roomFailed', error: ChatTexts.roomFailedFinal });
        return null;
      }
      dispatch({ type: 'roomRetrying', error: roomRetryText(errorMessage(error), attempt + 1) });
      if (!(await delay(ROOM_LOAD_RETRY_DELAY_MS, signal))) return null;
    }
  }
}

function newestPage(roomId: number, signal: AbortSignal): Promise<ChatMessagesResponse> {
  return withTimeout(
    (s) => getChatMessages(roomId, { limit: HISTORY_PAGE_SIZE }, s),
    HISTORY_TIMEOUT_MS,
    signal,
  );
}

/**
 * The conversation with the selected vendor (docs/product/chat.md#conversation-flow): selecting a vendor clears the room and the
 * messages, gets or creates the room, joins it and loads the newest page of history; earlier pages load
 * on demand; messages of this room arriving on the socket are appended.
 */
export function useChatRoom(socket: ChatSocket | null) {
  const [state, dispatch] = useReducer(chatRoomReducer, initialChatRoomState);
  const socketRef = useRef(socket);
  const roomIdRef = useRef<number | null>(null);
  const selectionRef = useRef<AbortController | null>(null);
  const earlierInFlight = useRef(false);

  const join = useCallback((roomId: number) => {
    const current = socketRef.current;
    if (!current?.connected) return; // joined on (re)connect instead
    current.emit('joinRoom', roomId, (ack) => {
      if (!ack.ok && roomIdRef.current === roomId) dispatch({ type: 'joinRefused', error: ack.error });
    });
  }, []);

  const loadHistory = useCallback(async (roomId: number, signal: AbortSignal) => {
    dispatch({ type: 'historyStarted' });
    try {
      const page = await newestPage(roomId, signal);
      if (!signal.aborted) dispatch({ type: 'historyLoaded', messages: page.data, hasMore: page.has_more });
    } catch (error) {
      if (!signal.aborted) dispatch({ type: 'historyFailed', error: historyErrorText(error) });
    }
  }, []);

  const select = useCallback(
    (vendor: ChatVendor) => {
      selectionRef.current?.abort();
      const selection = new AbortController();
      selectionRef.current = selection;
      roomIdRef.current = null;
      earlierInFlight.current = false;
      dispatch({ type: 'select', vendor });
      void (async () => {
        const roomId = await loadRoom(vendor.vendor_id, selection.signal, dispatch);
        if (roomId === null) return;
        roomIdRef.current = roomId;
        dispatch({ type: 'roomLoaded', roomId });
        join(roomId);
        await loadHistory(roomId, selection.signal);
      })();
    },
    [join, loadHistory],
  );

  /** After 'Loading timed out' or a failed load: ask for the newest page again. */
  const retryHistory = useCallback(() => {
    const roomId = roomIdRef.current;
    const selection = selectionRef.current;
    if (roomId !== null && selection) void loadHistory(roomId, selection.signal);
  }, [loadHistory]);

  const oldestId = state.messages[0]?.message_id;
  const loadEarlier = useCallback(async () => {
    const roomId = roomIdRef.current;
    const selection = selectionRef.current;
    if (roomId === null || !selection || oldestId === undefined || earlierInFlight.current) return;
    earlierInFlight.current = true;
    dispatch({ type: 'earlierStarted' });
    try {
      const page = await getChatMessages(
        roomId,
        { before: oldestId, limit: HISTORY_PAGE_SIZE },
        selection.signal,
      );
      if (!selection.signal.aborted) {
        dispatch({ type: 'earlierLoaded', messages: page.data, hasMore: page.has_more });
      }
    } catch (error) {
      if (!selection.signal.aborted) dispatch({ type: 'earlierFailed', error: historyErrorText(error) });
    } finally {
      if (selectionRef.current === selection) earlierInFlight.current = false;
    }
  }, [oldestId]);

  const receive = useCallback((message: ChatMessage) => {
    dispatch({ type: 'received', messages: [message] });
  }, []);

  useEffect(() => {
    socketRef.current = socket;
    if (!socket) return;
    let connectedBefore = socket.connected;
    const onConnect = () => {
      const roomId = roomIdRef.current;
      const selection = selectionRef.current;
      if (roomId !== null && selection) {
        join(roomId);
        // Messages sent while the connection was down arrive with the newest page.
        if (connectedBefore) {
          newestPage(roomId, selection.signal)
            .then((page) => {
              if (!selection.signal.aborted) dispatch({ type: 'received', messages: page.data });
            })
            .catch(() => undefined);
        }
      }
      connectedBefore = true;
    };
    socket.on('connect', onConnect);
    socket.on('receiveMessage', receive);
    return () => {
      socket.off('connect', onConnect);
      socket.off('receiveMessage', receive);
    };
  }, [socket, join, receive]);

  useEffect(() => () => selectionRef.current?.abort(), []);

  return { state, select, retryHistory, loadEarlier, receive };
}
