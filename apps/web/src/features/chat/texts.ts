/** Texts of the Messages screen (docs/product/chat.md#messages-screen, #send-rules, #conversation-flow). */
export const ChatTexts = {
  title: 'Messages',
  selectVendor: 'Select a vendor to start chatting',
  noMessages: 'No messages yet',
  loadingHistory: 'Loading chat history...',
  searchVendors: 'Search by name or email',
  noVendors: 'No vendors available',
  noMatchingVendors: 'No matching vendors found',
  loadingVendors: 'Loading vendors...',
  moreVendors: 'Show more vendors',
  earlierMessages: 'Load earlier messages',
  loadingEarlier: 'Loading earlier messages...',
  messageLabel: 'Message',
  messagePlaceholder: 'Type a message and press Enter',
  send: 'Send',
  tryAgain: 'Try again',
  you: 'You',
  newMessagesLog: 'New messages',

  // docs/product/chat.md#send-rules, in the order they are checked.
  roomNotLoaded: 'Chat room not loaded. Please select a vendor again.',
  blankMessage: 'Please enter a message.',
  notSignedIn: 'Please log in to send a message.',
  serverUnavailable: 'Cannot send message: chat server unavailable.',

  // docs/product/chat.md#conversation-flow.
  realtimeUnavailable: 'Real-time chat unavailable. Please refresh the page.',
  roomFailedFinal: 'Failed to load chat room after 3 attempts. Please select another vendor.',
  historyTimedOut: 'Loading timed out, please try again',
  historyFailed: 'Failed to fetch chat history',
  noAnswer: 'Message not sent: the chat server did not answer. Please try again.',
} as const;

/** docs/product/chat.md#conversation-flow: 'Failed to load chat room: {error}. Retrying (n/3)...' */
export function roomRetryText(error: string, attempt: number): string {
  return `Failed to load chat room: ${error}. Retrying (${attempt}/${ROOM_LOAD_RETRIES})...`;
}

/** Chat timings: docs/product/chat.md#conversation-flow, #send-rules. */
export const ROOM_LOAD_RETRIES = 3;
export const ROOM_LOAD_RETRY_DELAY_MS = 2_000;
export const HISTORY_TIMEOUT_MS = 5_000;
/** How long a sent message waits for the server's acknowledgement before it counts as not sent. */
export const SEND_ACK_TIMEOUT_MS = 10_000;

/** Vendors per page of the left pane. */
export const VENDOR_PAGE_SIZE = 30;
/** Messages per page of history (the newest page first, earlier ones on scroll up). */
export const HISTORY_PAGE_SIZE = 50;
