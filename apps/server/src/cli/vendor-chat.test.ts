import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, nextEvent } from '../test/chat-clients';
import { insertChatVendor } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialect } from '../test/test-database';
import { parseVendorChatOptions, UsageError } from './vendor-chat-options';

const ROOT = new URL('../../../..', import.meta.url).pathname;

describe('vendor-chat options', () => {
  it('normalizes the phone and applies defaults', () => {
    const options = parseVendorChatOptions(['--phone', '+91 98765-43210'], {});
    expect(options).toMatchObject({ phone: '9876543210', url: 'http://localhost:8080', readOutbox: true });
    expect(options.dataDir).toMatch(/\/data$/);
    const custom = parseVendorChatOptions(
      ['--phone', '9876543210', '--url', 'http://h:1/', '--data-dir', '/x'],
      {
        SMS_PROVIDER: 'http',
      },
    );
    expect(custom).toEqual({ phone: '9876543210', url: 'http://h:1', dataDir: '/x', readOutbox: false });
  });

  it('refuses a missing or malformed phone, unknown flags and a bad url', () => {
    for (const argv of [
      [],
      ['--phone', '123'],
      ['--phone', '9876543210', '--bogus'],
      ['--phone', '9876543210', '--url', 'h'],
    ]) {
      expect(() => parseVendorChatOptions(argv, {}), argv.join(' ')).toThrow(UsageError);
    }
  });
});

describe(`npm run vendor-chat against a server on ${testDialect}`, () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dataDir = mkdtempSync(join(tmpdir(), 'seva-vendor-chat-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs in with the code from the dev outbox, shows admin messages and sends typed lines', async () => {
    const vendor = await insertChatVendor(t.database.handle.db, { vendor_name: 'Imran Qureshi' });
    const adminToken = await t.login();
    const room = await t.request('POST', '/api/v1/chat/get-or-create-room', {
      token: adminToken,
      body: { vendorId: vendor.vendor_id },
    });
    const roomId = room.body.roomId as number;

    const cli = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/src/cli/vendor-chat.ts',
        '--phone',
        vendor.vendor_mobile,
        '--url',
        t.baseUrl,
        '--data-dir',
        dataDir,
      ],
      { cwd: ROOT, env: { ...process.env, SMS_PROVIDER: 'console' }, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let output = '';
    cli.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    cli.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => cli.once('exit', resolve));
    const waitFor = async (text: string) => {
      for (let i = 0; i < 200 && !output.includes(text); i++) await new Promise((r) => setTimeout(r, 50));
      expect(output).toContain(text);
    };

    try {
      // The test server's SMS goes to memory; copy it to the file the console provider would write.
      for (let i = 0; i < 200 && !t.outbox.some((m) => m.to === vendor.vendor_mobile); i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      const sms = t.outbox.find((m) => m.to === vendor.vendor_mobile)!;
      appendFileSync(
        join(dataDir, 'sms-outbox.jsonl'),
        `${JSON.stringify({ ...sms, sent_at: new Date().toISOString() })}\n`,
      );

      await waitFor(`Signed in as Imran Qureshi (vendor #${vendor.vendor_id})`);
      await waitFor(`Chatting with Test Admin in room #${roomId}.`);

      const admin = await connected(t.baseUrl, adminToken);
      await admin.emitWithAck('sendMessage', { chat_room_id: roomId, message: 'Hello Imran' });
      await waitFor('Admin: Hello Imran');

      const reply = nextEvent(admin, 'receiveMessage', 5000);
      cli.stdin.write('Namaste, all good\n');
      expect(await reply).toMatchObject({
        chat_room_id: roomId,
        sender_type: 'vendor',
        sender_id: vendor.vendor_id,
        message: 'Namaste, all good',
      });
      admin.close();

      cli.stdin.write('/quit\n');
      expect(await exited).toBe(0);
      const live = await t.database.handle.db
        .selectFrom('app_sessions')
        .select('id')
        .where('kind', '=', 'vendor')
        .where('subject_id', '=', vendor.vendor_id)
        .where('revoked_at', 'is', null)
        .execute();
      expect(live).toEqual([]);
    } finally {
      cli.kill();
    }
  }, 30_000);
});
