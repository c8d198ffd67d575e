/**
 * The dev SMS outbox: with SMS_PROVIDER=console the server appends each text to DATA_DIR/sms-outbox.jsonl,
 * one JSON object a line ({ to, message, sent_at }). A message sent through the outbox (docs/product/messages.md)
 * adds `reference` (its delivery's dedupe key), `message_id`, `event` (null for an admin's text such as a
 * complaint reply), `dlt_template_id` when its template has one, and `provider_message_id`. The vendor chat
 * client, the simulator and the tests read sign-in codes and messages from it. Development only: a real SMS
 * gateway writes no such file.
 */
export const DEV_OUTBOX_FILE = 'sms-outbox.jsonl';

/** One line of the dev outbox. */
export interface DevOutboxEntry {
  to: string;
  message: string;
  sent_at: string;
  reference?: string;
  message_id?: number;
  event?: string | null;
  dlt_template_id?: string;
  provider_message_id?: string;
}

/** The newest 6-digit code sent to `phone` at or after `since` (ms) in the outbox text; null if none. */
export function codeFromOutbox(text: string, phone: string, since: number): string | null {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  for (let i = lines.length - 1; i >= 0; i--) {
    let entry: { to?: unknown; message?: unknown; sent_at?: unknown };
    try {
      entry = JSON.parse(lines[i] as string) as typeof entry;
    } catch {
      continue;
    }
    if (entry.to !== phone || typeof entry.message !== 'string' || typeof entry.sent_at !== 'string')
      continue;
    if (Date.parse(entry.sent_at) < since) return null;
    const code = /\b(\d{6})\b/.exec(entry.message)?.[1];
    if (code) return code;
  }
  return null;
}
