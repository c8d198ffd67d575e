import { z } from 'zod';

/**
 * The one schema for text a client sends: every string of every request schema (bodies, query strings,
 * path params, socket payloads) is built with safeText(), so no text reaches a database or a log with a
 * character it cannot hold or should not show.
 *
 * Refused: the C0 controls U+0000–U+001F except tab, line feed and carriage return, DEL (U+007F) and the
 * C1 controls U+0080–U+009F.
 * - U+0000: PostgreSQL text cannot store it (error 22021), so one NUL in a search, a name or a chat
 *   message was a 500 there, while SQLite stored it.
 * - The other controls are stored by both databases, but no name, search, reason or message needs them,
 *   and they hide text or drive a terminal (ESC and CSI sequences) wherever the text is shown: the logs,
 *   the vendor-chat terminal client.
 * - Tab, line feed and carriage return stay allowed: descriptions and chat messages are multi-line text.
 *
 * Response schemas keep plain z.string(): they describe what is already stored and must not fail on it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;

/** Sent after the field's path (`q: must not contain control characters`) unless a route words its own. */
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

export interface SafeTextOptions {
  /** Message when the value is missing or not a string; zod's own otherwise. */
  error?: string;
  /** Trim surrounding whitespace before the other checks: the handler gets the trimmed text. */
  trim?: boolean;
  /** Shortest accepted length (after trimming), with its message (zod's own otherwise). */
  min?: number;
  tooShort?: string;
  /** Longest accepted length in UTF-16 code units (after trimming), with its message. */
  max?: number;
  tooLong?: string;
  /** Message for a control character, when the default one does not suit the client (e.g. the chat). */
  controlCharacters?: string;
}

/**
 * A request string without control characters (see above), optionally trimmed and bounded. Returns a
 * ZodString, so a field may still add its own `.regex()`, `.toLowerCase()` or `.transform()`.
 */
export function safeText(options: SafeTextOptions = {}): z.ZodString {
  const { error, trim, min, tooShort, max, tooLong, controlCharacters } = options;
  let schema = z.string(error === undefined ? undefined : { error });
  if (trim) schema = schema.trim();
  schema = schema.regex(WITHOUT_CONTROL_CHARACTERS, controlCharacters ?? CONTROL_CHARACTERS_MESSAGE);
  if (min !== undefined) schema = schema.min(min, tooShort);
  if (max !== undefined) schema = schema.max(max, tooLong);
  return schema;
}
