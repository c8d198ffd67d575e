import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isMobileNumber, normalizePhone } from '@seva/contract';

export const USAGE = `Usage: npm run vendor-chat -- --phone <vendor phone> [--url http://localhost:8080] [--data-dir ./data]

Signs in as the vendor with that mobile number (a one-time code; with SMS_PROVIDER=console, the default,
it is read from DATA_DIR/sms-outbox.jsonl, otherwise you are asked for it) and chats with the admin.
Type a line and press Enter to send it. Commands: /rooms, /room <id>, /help, /quit.`;

export interface VendorChatOptions {
  phone: string;
  url: string;
  dataDir: string;
  /** Read the code from the dev SMS outbox (SMS_PROVIDER=console) rather than asking for it. */
  readOutbox: boolean;
}

export class UsageError extends Error {}

export function parseVendorChatOptions(argv: string[], env: NodeJS.ProcessEnv): VendorChatOptions {
  let values: { phone?: string; url?: string; 'data-dir'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        phone: { type: 'string' },
        url: { type: 'string' },
        'data-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  if (values.help) throw new UsageError('');
  if (!values.phone) throw new UsageError('--phone is required');
  if (!isMobileNumber(values.phone)) throw new UsageError('--phone must be a 10-digit mobile number');
  const url = (values.url ?? env.VENDOR_CHAT_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(
    /\/+$/,
    '',
  );
  if (!/^https?:\/\/[^/]+/.test(url)) throw new UsageError('--url must be an http:// or https:// address');
  return {
    phone: normalizePhone(values.phone),
    url,
    dataDir: resolve(values['data-dir'] ?? env.DATA_DIR ?? './data'),
    readOutbox: (env.SMS_PROVIDER ?? 'console') === 'console',
  };
}
