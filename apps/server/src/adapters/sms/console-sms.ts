import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DEV_OUTBOX_FILE, maskKycNumber } from '@seva/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender';

/**
 * Development sender: prints the message to the server log and appends it to DATA_DIR/sms-outbox.jsonl,
 * the dev outbox that tests and the vendor chat client read. Never used with a real phone. The log shows
 * the code but only the last four digits of the phone number.
 */
export function createConsoleSms(dataDir: string, logger: FastifyBaseLogger): SmsSender {
  const outbox = join(dataDir, DEV_OUTBOX_FILE);
  return {
    async send(to, message, log = logger) {
      log.info({ sms: { to: maskKycNumber(to), message } }, 'SMS (console provider, not sent)');
      await mkdir(dataDir, { recursive: true });
      await appendFile(outbox, `${JSON.stringify({ to, message, sent_at: new Date().toISOString() })}\n`);
    },
  };
}
