import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DEV_OUTBOX_FILE, type DevOutboxEntry, maskKycNumber } from '@seva/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender';

/**
 * Development sender: prints the message to the server log and appends it to DATA_DIR/sms-outbox.jsonl,
 * the dev outbox that tests, the vendor chat client and the simulator read (packages/contract's
 * dev-outbox.ts names its fields). Never used with a real phone. The log shows the text but only the last
 * four digits of the phone number. Its message id is `console-` and the message's reference, so that a
 * second delivery of one message answers the same id, as a gateway keeping idempotency keys would.
 */
export function createConsoleSms(dataDir: string, logger: FastifyBaseLogger): SmsSender {
  const outbox = join(dataDir, DEV_OUTBOX_FILE);
  return {
    async send(to, message, options = {}) {
      const log = options.log ?? logger;
      log.info({ sms: { to: maskKycNumber(to), message } }, 'SMS (console provider, not sent)');
      const providerMessageId = options.reference ? `console-${options.reference}` : undefined;
      const line: DevOutboxEntry = {
        to,
        message,
        sent_at: new Date().toISOString(),
        ...(options.reference ? { reference: options.reference } : {}),
        ...(options.details?.message_id !== undefined ? { message_id: options.details.message_id } : {}),
        ...(options.details?.event !== undefined ? { event: options.details.event } : {}),
        ...(options.dltTemplateId ? { dlt_template_id: options.dltTemplateId } : {}),
        ...(providerMessageId ? { provider_message_id: providerMessageId } : {}),
      };
      await mkdir(dataDir, { recursive: true });
      await appendFile(outbox, `${JSON.stringify(line)}\n`);
      return providerMessageId ? { providerMessageId } : {};
    },
  };
}
