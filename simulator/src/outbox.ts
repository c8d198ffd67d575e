import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { codeFromOutbox, DEV_OUTBOX_FILE } from '@seva/contract';

/** Sign-in codes from the dev SMS outbox (packages/contract/src/dev-outbox.ts). */
/** Waits up to `timeoutMs` for a code to `phone` sent at or after `since`. */
export async function waitForCode(
  dataDir: string,
  phone: string,
  since: number,
  timeoutMs = 5000,
): Promise<string | null> {
  const file = join(dataDir, DEV_OUTBOX_FILE);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const code = codeFromOutbox(await readFile(file, 'utf8').catch(() => ''), phone, since);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}
