import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_OUTBOX_FILE as OUTBOX_FILE } from '@seva/contract';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatClient, connected, nextEvent } from '../../test/chat-clients';
import { insertChatVendor } from '../../test/factories';
import {
  buildServerBundle,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../../test/server-process';
import { TEST_ADMIN, type TestResponse } from '../../test/test-app';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import { ensureAdmin } from '../auth/bootstrap';

async function post(url: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as TestResponse['body'] };
}

/** The newest code the console SMS provider wrote to a server's outbox for `phone`. */
function codeFromOutbox(dataDir: string, phone: string): string {
  const lines = readFileSync(join(dataDir, OUTBOX_FILE), 'utf8').trim().split('\n');
  const sms = lines
    .map((l) => JSON.parse(l) as { to: string; message: string })
    .filter((m) => m.to === phone);
  const code = sms.at(-1)?.message.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code for ${phone} in the outbox`);
  return code;
}

describe(`two server processes sharing ${testDialect} and Redis form one chat`, () => {
  let database: TestDatabase;
  let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
  let a: ServerProcess;
  let b: ServerProcess;
  const sockets: ChatClient[] = [];

  beforeAll(async () => {
    bundle = await buildServerBundle();
    database = await createTestDatabase();
    // Created once here, so the two processes starting together find it rather than race to insert it.
    await ensureAdmin(database.handle.db, { ...TEST_ADMIN });
    [a, b] = await Promise.all([
      startServerProcess(bundle.entry, database.url),
      startServerProcess(bundle.entry, database.url),
    ]);
  }, 60_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all([a && stopServerProcess(a), b && stopServerProcess(b)]);
    await database?.drop();
    bundle?.remove();
  }, 30_000);

  it("delivers an admin's message sent through one process to a vendor socket on the other, and back", async () => {
    const vendor = await insertChatVendor(database.handle.db, { vendor_name: 'Farhan Shaikh' });

    const login = await post(`${a.url}/api/v1/admin/login`, {
      email: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    expect(login.status).toBe(200);
    const adminToken = login.body.token as string;
    const room = await post(
      `${a.url}/api/v1/chat/get-or-create-room`,
      { vendorId: vendor.vendor_id },
      adminToken,
    );
    expect(room.status).toBe(200);
    const roomId = room.body.roomId as number;

    // The vendor signs in on the other process, reading the code from its dev SMS outbox.
    expect(
      (await post(`${b.url}/api/v1/vendor/login/requestOtp`, { phone: vendor.vendor_mobile })).status,
    ).toBe(200);
    const verified = await post(`${b.url}/api/v1/vendor/login/verifyOtp`, {
      phone: vendor.vendor_mobile,
      otp: codeFromOutbox(b.dataDir, vendor.vendor_mobile),
    });
    expect(verified.status).toBe(200);

    const admin = await connected(a.url, adminToken);
    const vendorSocket = await connected(b.url, verified.body.token);
    sockets.push(admin, vendorSocket);
    expect(await admin.emitWithAck('joinRoom', roomId)).toEqual({ ok: true, chat_room_id: roomId });

    const toVendor = nextEvent(vendorSocket, 'receiveMessage', 5000);
    const sent = await admin.emitWithAck('sendMessage', {
      chat_room_id: roomId,
      message: 'Hello from process A',
    });
    expect(sent.ok).toBe(true);
    const received = await toVendor;
    expect(received).toMatchObject({
      chat_room_id: roomId,
      sender_type: 'admin',
      sender_id: login.body.admin.id,
      message: 'Hello from process A',
    });
    expect(sent.ok && received.message_id).toBe(sent.ok && sent.data.message_id);

    const toAdmin = nextEvent(admin, 'receiveMessage', 5000);
    await vendorSocket.emitWithAck('sendMessage', { chat_room_id: roomId, message: 'Reply via process B' });
    expect(await toAdmin).toMatchObject({ sender_type: 'vendor', sender_id: vendor.vendor_id });
    expect(a.stderr() + b.stderr()).not.toContain(verified.body.token);
  });

  it('takes a reconnecting vendor socket back after its process restarts, with no join needed', async () => {
    const vendor = await insertChatVendor(database.handle.db);
    const login = await post(`${a.url}/api/v1/admin/login`, {
      email: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    const adminToken = login.body.token as string;
    const roomId = (
      await post(`${a.url}/api/v1/chat/get-or-create-room`, { vendorId: vendor.vendor_id }, adminToken)
    ).body.roomId as number;
    await post(`${b.url}/api/v1/vendor/login/requestOtp`, { phone: vendor.vendor_mobile });
    const { token } = (
      await post(`${b.url}/api/v1/vendor/login/verifyOtp`, {
        phone: vendor.vendor_mobile,
        otp: codeFromOutbox(b.dataDir, vendor.vendor_mobile),
      })
    ).body;
    const admin = await connected(a.url, adminToken);
    const vendorSocket: ChatClient = io(b.url, {
      path: '/socket.io',
      query: { token },
      transports: ['websocket'],
      // More than the 5 × 1 s of docs/product/chat.md#connection-status: a cold start on a busy CI machine can take longer than that.
      reconnectionAttempts: 30,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 1000,
    });
    sockets.push(admin, vendorSocket);
    await new Promise<void>((resolve) => vendorSocket.once('connect', () => resolve()));

    const dropped = new Promise((resolve) => vendorSocket.once('disconnect', resolve));

    await stopServerProcess(b, true);
    await dropped;
    // The socket's own connect (after the server authenticated it), not the manager's 'reconnect'.
    const reconnected = new Promise<void>((resolve) => vendorSocket.once('connect', () => resolve()));
    b = await startServerProcess(bundle.entry, database.url, {
      port: Number(new URL(b.url).port),
      dataDir: b.dataDir,
    });
    await reconnected;

    // No joinRoom after reconnecting: the vendor's inbox is joined again on connect.
    const received = nextEvent(vendorSocket, 'receiveMessage', 5000);
    await admin.emitWithAck('sendMessage', { chat_room_id: roomId, message: 'Still there?' });
    expect(await received).toMatchObject({ chat_room_id: roomId, message: 'Still there?' });
  }, 60_000);
});
