import { AuthMessages, CHAT_MESSAGE_MAX_LENGTH, CHAT_RATE_LIMIT, ChatMessages } from '@seva/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatClient,
  chatClient,
  collect,
  connected,
  connectRefusal,
  nextEvent,
  pause,
  vendorToken,
  vendorWithRoom,
} from '../../test/chat-clients';
import { insertChatVendor } from '../../test/factories';
import { refuseInserts } from '../../test/refuse-inserts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

describe(`chat socket on ${testDialect}`, () => {
  let t: TestApp;
  let adminToken: string;
  let ravi: Awaited<ReturnType<typeof vendorWithRoom>>;
  let meena: Awaited<ReturnType<typeof vendorWithRoom>>;
  const open: ChatClient[] = [];
  const client = async (token: string) => {
    const c = await connected(t.baseUrl, token);
    open.push(c);
    return c;
  };
  const stored = (roomId: number) =>
    t.database.handle.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('room_id', '=', roomId)
      .orderBy('message_id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await t.login();
    ravi = await vendorWithRoom(t, { vendor_name: 'Ravi Kulkarni' });
    meena = await vendorWithRoom(t, { vendor_name: 'Meena Iyer' });
  });
  afterEach(() => {
    for (const c of open.splice(0)) c.close();
  });
  afterAll(() => t.close());

  describe('connecting', () => {
    it('is refused without a token', async () => {
      const refusal = await connectRefusal(chatClient(t.baseUrl));
      expect(refusal).toEqual({ message: AuthMessages.noToken, data: { status: 401 } });
    });

    it('is refused with an unknown token', async () => {
      const refusal = await connectRefusal(chatClient(t.baseUrl, 'forged-token'));
      expect(refusal).toEqual({ message: AuthMessages.invalidToken, data: { status: 401 } });
    });

    it('is refused with a revoked admin token', async () => {
      const token = await t.login();
      expect((await t.request('POST', '/api/v1/admin/logout', { token })).status).toBe(200);
      const refusal = await connectRefusal(chatClient(t.baseUrl, token));
      expect(refusal.message).toBe(AuthMessages.invalidToken);
    });

    it('is refused with a revoked vendor token', async () => {
      const vendor = await insertChatVendor(t.database.handle.db);
      const token = await vendorToken(t, vendor.vendor_mobile);
      expect((await t.request('POST', '/api/v1/vendor/logout', { token })).status).toBe(200);
      const refusal = await connectRefusal(chatClient(t.baseUrl, token));
      expect(refusal.message).toBe(AuthMessages.invalidToken);
    });

    it('is refused with the reason (403) with a vendor token once the vendor is blocked', async () => {
      const vendor = await insertChatVendor(t.database.handle.db);
      const token = await vendorToken(t, vendor.vendor_mobile);
      await t.database.handle.db
        .updateTable('vendors')
        .set({ is_blocked: 1, blocked_reason: 'test' })
        .where('vendor_id', '=', vendor.vendor_id)
        .execute();
      expect(await connectRefusal(chatClient(t.baseUrl, token))).toEqual({
        message: ChatMessages.vendorBlocked,
        data: { status: 403 },
      });
    });

    it('is refused with a password-reset token', async () => {
      await t.request('POST', '/api/v1/admin/login/forgetPassword', { body: { phone: '9876543210' } });
      const verified = await t.request('POST', '/api/v1/admin/login/verifyOtp', {
        body: { phone: '9876543210', otp: t.latestOtp() },
      });
      expect(verified.status).toBe(200);
      const refusal = await connectRefusal(chatClient(t.baseUrl, verified.body.token));
      expect(refusal.message).toBe(AuthMessages.invalidToken);
    });

    it('accepts the token in the query or in auth, and names the principal', async () => {
      const byQuery = chatClient(t.baseUrl, adminToken);
      open.push(byQuery);
      const session = nextEvent(byQuery, 'session');
      byQuery.connect();
      expect(await session).toEqual({ sender_type: 'admin', sender_id: t.adminId, name: 'Test Admin' });

      const byAuth = chatClient(t.baseUrl, ravi.token, { auth: true });
      open.push(byAuth);
      const vendorSession = nextEvent(byAuth, 'session');
      byAuth.connect();
      expect(await vendorSession).toEqual({
        sender_type: 'vendor',
        sender_id: ravi.vendor.vendor_id,
        name: 'Ravi Kulkarni',
      });
    });
  });

  describe('joining rooms', () => {
    it('lets an admin join any room and a vendor its own', async () => {
      const admin = await client(adminToken);
      expect(await admin.emitWithAck('joinRoom', meena.roomId)).toEqual({
        ok: true,
        chat_room_id: meena.roomId,
      });
      const vendor = await client(ravi.token);
      expect(await vendor.emitWithAck('joinRoom', String(ravi.roomId))).toEqual({
        ok: true,
        chat_room_id: ravi.roomId,
      });
    });

    it("refuses a vendor joining another vendor's room, and it hears nothing from it", async () => {
      const intruder = await client(ravi.token);
      expect(await intruder.emitWithAck('joinRoom', meena.roomId)).toEqual({
        ok: false,
        error: ChatMessages.roomForbidden,
      });
      const heard = collect(intruder, 'receiveMessage');
      const admin = await client(adminToken);
      const ack = await admin.emitWithAck('sendMessage', {
        chat_room_id: meena.roomId,
        message: 'for Meena only',
      });
      expect(ack.ok).toBe(true);
      await pause(200);
      expect(heard).toEqual([]);
    });

    it('refuses unknown and malformed room ids', async () => {
      const admin = await client(adminToken);
      expect(await admin.emitWithAck('joinRoom', 999_999)).toEqual({
        ok: false,
        error: ChatMessages.roomNotFound,
      });
      expect(await admin.emitWithAck('joinRoom', 'abc')).toEqual({
        ok: false,
        error: ChatMessages.invalidRoomId,
      });
    });

    it('answers a refusal without an acknowledgement with an error event', async () => {
      const vendor = await client(ravi.token);
      const error = nextEvent(vendor, 'error');
      vendor.emit('joinRoom', meena.roomId);
      expect(await error).toEqual({
        event: 'joinRoom',
        message: ChatMessages.roomForbidden,
        chat_room_id: meena.roomId,
      });
    });
  });

  describe('sending', () => {
    it('stores the message before broadcasting it, and updates the room', async () => {
      const admin = await client(adminToken);
      const vendor = await client(ravi.token);
      const checks: Promise<unknown>[] = [];
      // The vendor looks the message up in the database the moment it arrives.
      const arrived = new Promise<void>((resolve) => {
        vendor.on('receiveMessage', (message) => {
          checks.push(
            t.database.handle.db
              .selectFrom('chat_messages')
              .selectAll()
              .where('message_id', '=', message.message_id)
              .executeTakeFirst(),
          );
          resolve();
        });
      });
      await admin.emitWithAck('sendMessage', {
        chat_room_id: ravi.roomId,
        message: '  Your payout is done  ',
      });
      await arrived;
      const row = await checks[0];
      expect(row).toMatchObject({
        room_id: ravi.roomId,
        message: 'Your payout is done',
        sender_type: 'admin',
      });
      const room = await t.database.handle.db
        .selectFrom('chat_rooms')
        .selectAll()
        .where('room_id', '=', ravi.roomId)
        .executeTakeFirstOrThrow();
      expect(room.last_message).toBe('Your payout is done');
      expect(room.last_message_at).toBe((row as { sent_at: string }).sent_at);
    });

    it('broadcasts nothing when the message cannot be stored', async () => {
      const db = t.database.handle.db;
      // The database refuses one message text.
      const allow = await refuseInserts(db, 'chat_messages', 'message', 'poison');
      try {
        const admin = await client(adminToken);
        const heard = collect(await client(ravi.token), 'receiveMessage');
        const ack = await admin.emitWithAck('sendMessage', { chat_room_id: ravi.roomId, message: 'poison' });
        expect(ack).toEqual({ ok: false, error: ChatMessages.internalError });
        await pause(200);
        expect(heard).toEqual([]);
      } finally {
        await allow();
      }
    });

    it('delivers an admin message to the vendor without a join, with every message field', async () => {
      const admin = await client(adminToken);
      const vendor = await client(ravi.token);
      const received = nextEvent(vendor, 'receiveMessage');
      const ack = await admin.emitWithAck('sendMessage', {
        chat_room_id: ravi.roomId,
        sender_type: 'admin',
        sender_id: t.adminId,
        message: 'Hello Ravi',
      });
      const message = await received;
      expect(message).toEqual({
        message_id: expect.any(Number),
        chat_room_id: ravi.roomId,
        room_id: ravi.roomId,
        vendor_id: ravi.vendor.vendor_id,
        sender_id: t.adminId,
        sender_type: 'admin',
        message: 'Hello Ravi',
        sent_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      expect(ack).toEqual({ ok: true, data: message });
    });

    it('delivers a vendor reply to the admin inbox and to sockets that joined the room', async () => {
      const admin = await client(adminToken);
      const otherAdminSocket = await client(await t.login());
      await otherAdminSocket.emitWithAck('joinRoom', ravi.roomId);
      const vendor = await client(ravi.token);
      const toAdmin = nextEvent(admin, 'receiveMessage');
      const toJoined = nextEvent(otherAdminSocket, 'receiveMessage');
      const meenaHears = collect(await client(meena.token), 'receiveMessage');
      await vendor.emitWithAck('sendMessage', { chat_room_id: ravi.roomId, message: 'Thank you' });
      expect((await toAdmin).message).toBe('Thank you');
      expect((await toJoined).sender_id).toBe(ravi.vendor.vendor_id);
      await pause(200);
      expect(meenaHears).toEqual([]);
    });

    it('sends a joined socket each message once', async () => {
      const admin = await client(adminToken);
      await admin.emitWithAck('joinRoom', ravi.roomId);
      const heard = collect(admin, 'receiveMessage');
      await admin.emitWithAck('sendMessage', { chat_room_id: ravi.roomId, message: 'once' });
      await pause(200);
      expect(heard.map((m) => m.message)).toEqual(['once']);
    });

    it('ignores a forged sender_id and sender_type', async () => {
      const vendor = await client(meena.token);
      const ack = await vendor.emitWithAck('sendMessage', {
        chat_room_id: meena.roomId,
        sender_type: 'admin',
        sender_id: t.adminId,
        message: 'I am not the admin',
      });
      expect(ack).toMatchObject({
        ok: true,
        data: { sender_type: 'vendor', sender_id: meena.vendor.vendor_id },
      });
      const admin = await client(adminToken);
      const forged = await admin.emitWithAck('sendMessage', {
        chat_room_id: meena.roomId,
        sender_type: 'vendor',
        sender_id: meena.vendor.vendor_id,
        message: 'Nor am I the vendor',
      });
      expect(forged).toMatchObject({ ok: true, data: { sender_type: 'admin', sender_id: t.adminId } });
      const rows = await stored(meena.roomId);
      expect(rows.slice(-2).map((r) => [r.sender_type, r.sender_id])).toEqual([
        ['vendor', meena.vendor.vendor_id],
        ['admin', t.adminId],
      ]);
    });

    it("refuses a vendor sending into another vendor's room, storing nothing", async () => {
      const before = await stored(meena.roomId);
      const intruder = await client(ravi.token);
      const meenaHears = collect(await client(meena.token), 'receiveMessage');
      expect(
        await intruder.emitWithAck('sendMessage', { chat_room_id: meena.roomId, message: 'hi' }),
      ).toEqual({
        ok: false,
        error: ChatMessages.roomForbidden,
      });
      await pause(200);
      expect(await stored(meena.roomId)).toEqual(before);
      expect(meenaHears).toEqual([]);
    });

    it('refuses blank, oversized and malformed messages, storing nothing', async () => {
      const before = await stored(ravi.roomId);
      const admin = await client(adminToken);
      const send = (payload: unknown) => admin.emitWithAck('sendMessage', payload as never);
      expect(await send({ chat_room_id: ravi.roomId, message: '' })).toEqual({
        ok: false,
        error: ChatMessages.blankMessage,
      });
      expect(await send({ chat_room_id: ravi.roomId, message: ' \n\t ' })).toEqual({
        ok: false,
        error: ChatMessages.blankMessage,
      });
      expect(
        await send({ chat_room_id: ravi.roomId, message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }),
      ).toEqual({
        ok: false,
        error: ChatMessages.messageTooLong,
      });
      expect(await send({ chat_room_id: ravi.roomId, message: 42 })).toEqual({
        ok: false,
        error: ChatMessages.invalidPayload,
      });
      expect(await send({ chat_room_id: 'x', message: 'hi' })).toEqual({
        ok: false,
        error: ChatMessages.invalidRoomId,
      });
      expect(await send('just text')).toEqual({ ok: false, error: ChatMessages.invalidPayload });
      expect(await send({ chat_room_id: 999_999, message: 'hi' })).toEqual({
        ok: false,
        error: ChatMessages.roomNotFound,
      });
      expect(await stored(ravi.roomId)).toEqual(before);

      const longest = await send({ chat_room_id: ravi.roomId, message: 'y'.repeat(CHAT_MESSAGE_MAX_LENGTH) });
      expect(longest.ok).toBe(true);
    });

    it('refuses a message with a NUL or another control character, storing nothing, and carries on', async () => {
      const before = await stored(ravi.roomId);
      const admin = await client(adminToken);
      for (const message of ['hi\u0000there', '\u0000', 'red \u001B[31m alert', 'bell\u0007']) {
        expect(await admin.emitWithAck('sendMessage', { chat_room_id: ravi.roomId, message })).toEqual({
          ok: false,
          error: ChatMessages.controlCharacters,
        });
      }
      const error = nextEvent(admin, 'error');
      admin.emit('sendMessage', { chat_room_id: ravi.roomId, message: 'no ack\u0000' });
      expect(await error).toEqual({ event: 'sendMessage', message: ChatMessages.controlCharacters });
      expect(await stored(ravi.roomId)).toEqual(before);

      const multiLine = await admin.emitWithAck('sendMessage', {
        chat_room_id: ravi.roomId,
        message: 'a\tb\r\nc',
      });
      expect(multiLine).toMatchObject({ ok: true, data: { message: 'a\tb\r\nc' } });
    });

    it('answers a refused send without an acknowledgement with an error event', async () => {
      const admin = await client(adminToken);
      const error = nextEvent(admin, 'error');
      admin.emit('sendMessage', { chat_room_id: ravi.roomId, message: '   ' });
      expect(await error).toEqual({ event: 'sendMessage', message: ChatMessages.blankMessage });
    });

    it(`rate-limits a socket to ${CHAT_RATE_LIMIT} messages per window`, async () => {
      const admin = await client(await t.login());
      const acks = await Promise.all(
        Array.from({ length: CHAT_RATE_LIMIT + 2 }, (_, i) =>
          admin.emitWithAck('sendMessage', { chat_room_id: meena.roomId, message: `burst ${i}` }),
        ),
      );
      expect(acks.filter((a) => a.ok)).toHaveLength(CHAT_RATE_LIMIT);
      expect(acks.slice(CHAT_RATE_LIMIT)).toEqual([
        { ok: false, error: ChatMessages.rateLimited },
        { ok: false, error: ChatMessages.rateLimited },
      ]);
      const burst = (await stored(meena.roomId)).filter((r) => r.message.startsWith('burst '));
      expect(burst).toHaveLength(CHAT_RATE_LIMIT);
    });

    it('refuses and disconnects a socket whose session expired after connecting', async () => {
      // A revocation closes the socket at once (socket-revocation.test.ts); an expiry is noticed here.
      const token = await t.login();
      const admin = await client(token);
      const sessions = (await t.request('GET', '/api/v1/admin/me/sessions', { token })).body.data;
      const current = sessions.find((s: { current: boolean }) => s.current);
      await t.database.handle.db
        .updateTable('admin_sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', current.id)
        .execute();
      const disconnected = new Promise((resolve) => admin.once('disconnect', resolve));
      expect(await admin.emitWithAck('sendMessage', { chat_room_id: ravi.roomId, message: 'late' })).toEqual({
        ok: false,
        error: AuthMessages.invalidToken,
      });
      await disconnected;
      expect((await stored(ravi.roomId)).some((r) => r.message === 'late')).toBe(false);
    });
  });

  describe('listing rooms', () => {
    it('gives a vendor only its own rooms and an admin all of theirs', async () => {
      const vendor = await client(ravi.token);
      const mine = await vendor.emitWithAck('listRooms');
      expect(mine.ok && mine.data.map((r) => r.room_id)).toEqual([ravi.roomId]);
      expect(mine.ok && mine.data[0]).toMatchObject({
        vendor_id: ravi.vendor.vendor_id,
        vendor_name: 'Ravi Kulkarni',
        admin_id: t.adminId,
        admin_name: 'Test Admin',
      });
      const admin = await client(adminToken);
      const all = await admin.emitWithAck('listRooms');
      expect(all.ok && all.data.map((r) => r.room_id).sort()).toEqual([ravi.roomId, meena.roomId].sort());
    });
  });
});
