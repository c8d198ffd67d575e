import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run simulate -- [--url http://localhost:8080] [--rate 2] [--duration 60]
  [--data-dir ./data] [--webhook-secret <secret>] [--admin-email <email> --admin-password <password>]
  [--seed <number>]

Drives the partner API (docs/product/partner-api.md) as the vendor app, the customer app and the payment
provider would: --rate actions a second for --duration seconds, one line per action and a summary.
Sign-in codes are read from DATA_DIR/sms-outbox.jsonl (the server's console SMS provider), and every other
text to the apps' people is printed from it (SMS to ••••3210: …). Webhooks are
signed with --webhook-secret, else PAYMENT_WEBHOOK_SECRET, else the secret npm start keeps in the data
directory. With an admin's email and password the simulator also approves applications, assigns bookings
and chats with vendors; without them an admin does that in the back-office.`;

/** File in the data directory where `npm start` keeps the webhook secret it generated. */
export const WEBHOOK_SECRET_FILE = 'payment-webhook-secret';

export interface SimulatorOptions {
  url: string;
  /** Actions started per second. */
  rate: number;
  /** Seconds to run. */
  durationS: number;
  dataDir: string;
  webhookSecret: string | null;
  admin: { email: string; password: string } | null;
  /** Seed of the random choices, so a run can be replayed. */
  seed: number;
}

export class UsageError extends Error {}

function positiveNumber(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > max) {
    throw new UsageError(`--${name} must be a number greater than 0 and at most ${max}`);
  }
  return value;
}

/** The secret npm start stored in the data directory, or null. */
export function storedWebhookSecret(dataDir: string): string | null {
  try {
    return readFileSync(join(dataDir, WEBHOOK_SECRET_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

export function parseSimulatorOptions(
  argv: string[],
  env: NodeJS.ProcessEnv,
  readStoredSecret: (dataDir: string) => string | null = storedWebhookSecret,
): SimulatorOptions {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        url: { type: 'string' },
        rate: { type: 'string' },
        duration: { type: 'string' },
        'data-dir': { type: 'string' },
        'webhook-secret': { type: 'string' },
        'admin-email': { type: 'string' },
        'admin-password': { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const text = (name: string) => values[name] as string | undefined;
  if (values.help) throw new UsageError('');
  const url = (text('url') ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(url)) throw new UsageError('--url must be an http:// or https:// address');
  const dataDir = resolve(text('data-dir') ?? env.DATA_DIR ?? './data');
  const email = text('admin-email') ?? env.SIMULATOR_ADMIN_EMAIL;
  const password = text('admin-password') ?? env.SIMULATOR_ADMIN_PASSWORD;
  if ((email === undefined) !== (password === undefined)) {
    throw new UsageError('--admin-email and --admin-password go together');
  }
  const seedText = text('seed');
  const seed = seedText === undefined ? Date.now() % 2 ** 31 : Number(seedText);
  if (!Number.isInteger(seed) || seed < 0) throw new UsageError('--seed must be a whole number, 0 or more');
  return {
    url,
    rate: positiveNumber('rate', text('rate'), 2, 100),
    durationS: positiveNumber('duration', text('duration'), 60, 24 * 3600),
    dataDir,
    webhookSecret: text('webhook-secret') || env.PAYMENT_WEBHOOK_SECRET || readStoredSecret(dataDir),
    admin: email !== undefined && password !== undefined ? { email, password } : null,
    seed,
  };
}
