import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { sqliteQueries } from '../../apps/server/src/test/fixtures';
import { runWriteSync, withDatabase } from './database';

export interface SmsMessage {
  to: string;
  message: string;
  sent_at: string;
}

/** The dev SMS outbox: `${DATA_DIR}/sms-outbox.jsonl`, one JSON message per line. */
export class SmsOutbox {
  constructor(private readonly dataDir: string) {}

  async messages(): Promise<SmsMessage[]> {
    const text = await readFile(join(this.dataDir, 'sms-outbox.jsonl'), 'utf8').catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '';
        throw error;
      },
    );
    return text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as SmsMessage);
  }

  async latestTo(phone: string): Promise<SmsMessage | undefined> {
    return (await this.messages()).filter((m) => m.to === phone).at(-1);
  }

  /** The six-digit code of the newest text to `phone` sent after `sentAfter`, waiting for it to arrive. */
  async latestOtp(phone: string, { sentAfter = new Date(0) }: { sentAfter?: Date } = {}): Promise<string> {
    let code: string | undefined;
    await expect
      .poll(
        async () => {
          const latest = await this.latestTo(phone);
          if (!latest || Date.parse(latest.sent_at) < sentAfter.getTime()) return undefined;
          code = /\b(\d{6})\b/.exec(latest.message)?.[1];
          return code;
        },
        { message: `a one-time code texted to ${phone}`, timeout: 10_000 },
      )
      .toMatch(/^\d{6}$/);
    return code as string;
  }

  /**
   * Ends `phone`'s resend cooldown (30 s after each code, kept in the server's `auth_throttle` table), so a
   * story can ask for a new code at once. The cooldown itself is the server tests' subject
   * (apps/server/src/modules/otp); waiting it out here cost the suite a minute.
   */
  endResendCooldown(phone: string): void {
    withDatabase(
      (db) =>
        runWriteSync(
          db,
          sqliteQueries.deleteFrom('auth_throttle').where('key', 'like', `otp_cooldown:%${phone}`),
        ),
      this.dataDir,
    );
  }
}
