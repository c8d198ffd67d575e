import type { ChatMessage, ChatVendor } from '@seva/contract';
import { mergeMessages } from '../merge-messages';

/** The right pane: the selected vendor, its room and the loaded part of its history. */
export interface ChatRoomState {
  vendor: ChatVendor | null;
  roomId: number | null;
  /** The room is being fetched (get-or-create-room), possibly between retries. */
  roomLoading: boolean;
  /** A room retry or failure text (docs/product/chat.md#conversation-flow), or a refused joinRoom. */
  roomError: string | null;
  historyLoading: boolean;
  historyError: string | null;
  /** Oldest first. */
  messages: ChatMessage[];
  /** Older messages exist on the server. */
  hasMore: boolean;
  earlierLoading: boolean;
  earlierError: string | null;
}

export const initialChatRoomState: ChatRoomState = {
  vendor: null,
  roomId: null,
  roomLoading: false,
  roomError: null,
  historyLoading: false,
  historyError: null,
  messages: [],
  hasMore: false,
  earlierLoading: false,
  earlierError: null,
};

export type ChatRoomAction =
  | { type: 'select'; vendor: ChatVendor }
  | { type: 'roomRetrying'; error: string }
  | { type: 'roomFailed'; error: string }
  | { type: 'roomLoaded'; roomId: number }
  | { type: 'joinRefused'; error: string }
  | { type: 'historyStarted' }
  | { type: 'historyLoaded'; messages: ChatMessage[]; hasMore: boolean }
  | { type: 'historyFailed'; error: string }
  | { type: 'earlierStarted' }
  | { type: 'earlierLoaded'; messages: ChatMessage[]; hasMore: boolean }
  | { type: 'earlierFailed'; error: string }
  /** Messages from the socket or a resync after reconnecting; ignored unless they belong to the room. */
  | { type: 'received'; messages: ChatMessage[] };

export function chatRoomReducer(state: ChatRoomState, action: ChatRoomAction): ChatRoomState {
  switch (action.type) {
    case 'select':
      // docs/product/chat.md#conversation-flow: selecting a vendor clears the room and the messages.
      return { ...initialChatRoomState, vendor: action.vendor, roomLoading: true };
    case 'roomRetrying':
      return { ...state, roomError: action.error };
    case 'roomFailed':
      return { ...state, roomLoading: false, roomError: action.error };
    case 'roomLoaded':
      return { ...state, roomId: action.roomId, roomLoading: false, roomError: null };
    case 'joinRefused':
      return { ...state, roomError: action.error };
    case 'historyStarted':
      return { ...state, historyLoading: true, historyError: null };
    case 'historyLoaded':
      return {
        ...state,
        historyLoading: false,
        messages: mergeMessages(state.messages, action.messages),
        hasMore: action.hasMore,
      };
    case 'historyFailed':
      return { ...state, historyLoading: false, historyError: action.error };
    case 'earlierStarted':
      return { ...state, earlierLoading: true, earlierError: null };
    case 'earlierLoaded':
      return {
        ...state,
        earlierLoading: false,
        messages: mergeMessages(state.messages, action.messages),
        hasMore: action.hasMore,
      };
    case 'earlierFailed':
      return { ...state, earlierLoading: false, earlierError: action.error };
    case 'received': {
      const mine = action.messages.filter((m) => state.roomId !== null && m.chat_room_id === state.roomId);
      return mine.length === 0 ? state : { ...state, messages: mergeMessages(state.messages, mine) };
    }
  }
}
