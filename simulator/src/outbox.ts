import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Sign-in codes from the dev SMS outbox: with SMS_PROVIDER=console (the default) the server appends each
 * text to DATA_DIR/sms-outbox.jsonl, one JSON object a line ({ to, message, sent_at }), as the
 * vendor-chat terminal client reads it.
 */
export const OUTBOX_FILE = 'sms-outbox.jsonl';

/** The newest 6-digit code sent to `phone` at or after `since` (ms) in the outbox text; null if none. */
export function codeFromOutbox(text: string, phone: string, since: number): string | null {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  for (let i = lines.length - 1; i >= 0; i--) {
    let entry: { to?: unknown; message?: unknown; sent_at?: unknown };
    try {
      entry = JSON.parse(lines[i]!) as typeof entry;
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

/** Waits up to `timeoutMs` for a code to `phone` sent at or after `since`. */
export async function waitForCode(
  dataDir: string,
  phone: string,
  since: number,
  timeoutMs = 5000,
): Promise<string | null> {
  const file = join(dataDir, OUTBOX_FILE);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const code = codeFromOutbox(await readFile(file, 'utf8').catch(() => ''), phone, since);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}
