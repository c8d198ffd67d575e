import { ChatTexts } from './texts';

/** What the composer knows when the admin presses Enter or Send. */
export interface SendConditions {
  /** The loaded room, or null while none is loaded. */
  roomId: number | null;
  message: string;
  /** A stored admin token (docs/product/shell-and-sign-in.md#admin-session: the admin counts as signed in when one exists). */
  signedIn: boolean;
  /** The socket is connected right now. */
  connected: boolean;
}

/** docs/product/chat.md#send-rules: the first refusal text that applies, or null when the message may go. */
export function sendRefusal({ roomId, message, signedIn, connected }: SendConditions): string | null {
  if (roomId === null) return ChatTexts.roomNotLoaded;
  if (message.trim() === '') return ChatTexts.blankMessage;
  if (!signedIn) return ChatTexts.notSignedIn;
  if (!connected) return ChatTexts.serverUnavailable;
  return null;
}
