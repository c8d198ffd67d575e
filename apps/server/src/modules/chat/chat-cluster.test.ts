import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_OUTBOX_FILE as OUTBOX_FILE } from '@seva/contract';
import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { type ChatClient, connected, nextEvent, pause } from '../../test/chat-clients';
import { insertChatVendor } from '../../test/factories';
import { serverCluster } from '../../test/server-cluster';
import { startServerProcess, stopServerProcess } from '../../test/server-process';
import { TEST_ADMIN, type TestResponse } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

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
  const cluster = serverCluster();
  const { sockets } = cluster;

  it("delivers an admin's message sent through one process to a vendor socket on the other, and back", async () => {
    const vendor = await insertChatVendor(cluster.database.handle.db, { vendor_name: 'Farhan Shaikh' });

    const login = await post(`${cluster.a.url}/api/v1/admin/login`, {
      email: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    expect(login.status).toBe(200);
    const adminToken = login.body.token as string;
    const room = await post(
      `${cluster.a.url}/api/v1/chat/get-or-create-room`,
      { vendorId: vendor.vendor_id },
      adminToken,
    );
    expect(room.status).toBe(200);
    const roomId = room.body.roomId as number;

    // The vendor signs in on the other process, reading the code from its dev SMS outbox.
    expect(
      (await post(`${cluster.b.url}/api/v1/vendor/login/requestOtp`, { phone: vendor.vendor_mobile })).status,
    ).toBe(200);
    const verified = await post(`${cluster.b.url}/api/v1/vendor/login/verifyOtp`, {
      phone: vendor.vendor_mobile,
      otp: codeFromOutbox(cluster.b.dataDir, vendor.vendor_mobile),
    });
    expect(verified.status).toBe(200);

    const admin = await connected(cluster.a.url, adminToken);
    const vendorSocket = await connected(cluster.b.url, verified.body.token);
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
    expect(cluster.a.stderr() + cluster.b.stderr()).not.toContain(verified.body.token);
  });

  it('a sign-out on one process closes the socket of that session on the other at once', async () => {
    const login = await post(`${cluster.a.url}/api/v1/admin/login`, {
      email: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    const token = login.body.token as string;
    const other = await post(`${cluster.a.url}/api/v1/admin/login`, {
      email: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    const onB = await connected(cluster.b.url, token);
    const otherOnB = await connected(cluster.b.url, other.body.token as string);
    sockets.push(onB, otherOnB);
    const closed = new Promise<string>((resolve) => onB.once('disconnect', resolve));
    expect((await post(`${cluster.a.url}/api/v1/admin/logout`, {}, token)).status).toBe(200);
    // Nothing sent on the socket: process B closes it on process A's word, through Redis.
    expect(await Promise.race([closed, pause(3000).then(() => 'still open')])).toBe('io server disconnect');
    expect(otherOnB.connected).toBe(true);

    // Revoking every session of the admin (revoke-others from a session on A) reaches B too.
    const third = await post(`${cluster.a.url}/api/v1/admin/login`, {
      email: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    const otherClosed = new Promise<string>((resolve) => otherOnB.once('disconnect', resolve));
    const revoked = await post(
      `${cluster.a.url}/api/v1/admin/me/sessions/revoke-others`,
      {},
      third.body.token as string,
    );
    expect(revoked.status).toBe(200);
    expect(await Promise.race([otherClosed, pause(3000).then(() => 'still open')])).toBe(
      'io server disconnect',
    );
  });

  it('takes a reconnecting vendor socket back after its process restarts, with no join needed', async () => {
    const vendor = await insertChatVendor(cluster.database.handle.db);
    const login = await post(`${cluster.a.url}/api/v1/admin/login`, {
      email: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    const adminToken = login.body.token as string;
    const roomId = (
      await post(
        `${cluster.a.url}/api/v1/chat/get-or-create-room`,
        { vendorId: vendor.vendor_id },
        adminToken,
      )
    ).body.roomId as number;
    await post(`${cluster.b.url}/api/v1/vendor/login/requestOtp`, { phone: vendor.vendor_mobile });
    const { token } = (
      await post(`${cluster.b.url}/api/v1/vendor/login/verifyOtp`, {
        phone: vendor.vendor_mobile,
        otp: codeFromOutbox(cluster.b.dataDir, vendor.vendor_mobile),
      })
    ).body;
    const admin = await connected(cluster.a.url, adminToken);
    const vendorSocket: ChatClient = io(cluster.b.url, {
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

    await stopServerProcess(cluster.b, true);
    await dropped;
    // The socket's own connect (after the server authenticated it), not the manager's 'reconnect'.
    const reconnected = new Promise<void>((resolve) => vendorSocket.once('connect', () => resolve()));
    cluster.b = await startServerProcess(cluster.bundle.entry, cluster.database.url, {
      port: Number(new URL(cluster.b.url).port),
      dataDir: cluster.b.dataDir,
    });
    await reconnected;

    // No joinRoom after reconnecting: the vendor's inbox is joined again on connect.
    const received = nextEvent(vendorSocket, 'receiveMessage', 5000);
    await admin.emitWithAck('sendMessage', { chat_room_id: roomId, message: 'Still there?' });
    expect(await received).toMatchObject({ chat_room_id: roomId, message: 'Still there?' });
  }, 60_000);
});
