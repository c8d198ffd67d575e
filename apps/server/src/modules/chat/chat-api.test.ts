import { AuthMessages, ChatMessages } from '@seva/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { vendorToken } from '../../test/chat-clients';
import {
  daysFromNow,
  insertChatMessages,
  insertChatRoom,
  insertChatVendor,
  insertVendor,
} from '../../test/factories';
import { signedInApp } from '../../test/signed-in-app';
import { testDialect } from '../../test/test-database';

const ROOM = '/api/v1/chat/get-or-create-room';
const VENDORS = '/api/v1/chat/vendors';
const messagesOf = (roomId: number, query = '') => `/api/v1/chat/messages/${roomId}${query}`;

describe(`chat API on ${testDialect}`, () => {
  const app = signedInApp();
  let { t, token } = app;
  beforeAll(() => ({ t, token } = app));

  describe('POST /chat/get-or-create-room', () => {
    it('creates the room once, audited, and returns it on every later call', async () => {
      const vendor = await insertChatVendor(t.database.handle.db);
      const first = await t.request('POST', ROOM, { token, body: { vendorId: vendor.vendor_id } });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        success: true,
        roomId: expect.any(Number),
        data: {
          room_id: first.body.roomId,
          vendor_id: vendor.vendor_id,
          admin_id: t.adminId,
          created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      });
      const again = await t.request('POST', ROOM, { token, body: { vendorId: String(vendor.vendor_id) } });
      expect(again.body).toEqual(first.body);
      const audit = await t.database.handle.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'chat.room_created')
        .where('entity_id', '=', String(first.body.roomId))
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]?.admin_id).toBe(t.adminId);
    });

    it('makes one room out of 20 concurrent calls', async () => {
      const vendor = await insertChatVendor(t.database.handle.db);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.request('POST', ROOM, { token, body: { vendorId: vendor.vendor_id } }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(new Set(results.map((r) => r.body.roomId)).size).toBe(1);
      const rooms = await t.database.handle.db
        .selectFrom('chat_rooms')
        .selectAll()
        .where('vendor_id', '=', vendor.vendor_id)
        .execute();
      expect(rooms).toHaveLength(1);
    });

    it('ignores a sent adminId: the room is the caller’s', async () => {
      const vendor = await insertChatVendor(t.database.handle.db);
      const res = await t.request('POST', ROOM, {
        token,
        body: { vendorId: vendor.vendor_id, adminId: 999 },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.admin_id).toBe(t.adminId);
    });

    it('answers 404 for an unknown vendor and 400 for a bad vendorId, creating nothing', async () => {
      const missing = await t.request('POST', ROOM, { token, body: { vendorId: 987_654 } });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, message: ChatMessages.vendorNotFound });
      for (const body of [{}, { vendorId: 'x' }, { vendorId: 0 }, { vendorId: 1.5 }]) {
        const bad = await t.request('POST', ROOM, { token, body });
        expect(bad.status, JSON.stringify(body)).toBe(400);
        expect(bad.body.success).toBe(false);
      }
      const rooms = await t.database.handle.db
        .selectFrom('chat_rooms')
        .select('room_id')
        .where('vendor_id', '=', 987_654)
        .execute();
      expect(rooms).toEqual([]);
    });
  });

  describe('GET /chat/messages/{roomId}', () => {
    let roomId: number;
    beforeAll(async () => {
      const vendor = await insertChatVendor(t.database.handle.db);
      roomId = await insertChatRoom(t.database.handle.db, vendor.vendor_id, t.adminId);
      await insertChatMessages(
        t.database.handle.db,
        { room_id: roomId, vendor_id: vendor.vendor_id, admin_id: t.adminId },
        120,
      );
    });
    const texts = (body: { data: { message: string }[] }) => body.data.map((m) => m.message);

    it('returns the newest 50 oldest first, each with its ids, sender, text and time', async () => {
      const res = await t.request('GET', messagesOf(roomId), { token });
      expect(res.status).toBe(200);
      expect(texts(res.body)).toEqual(Array.from({ length: 50 }, (_, i) => `message ${70 + i}`));
      expect(res.body.has_more).toBe(true);
      expect(res.body.data[0]).toEqual({
        message_id: expect.any(Number),
        room_id: roomId,
        chat_room_id: roomId,
        sender_id: t.adminId,
        sender_type: 'admin',
        message: 'message 70',
        sent_at: expect.any(String),
      });
    });

    it('pages back with before and limit until the start', async () => {
      const newest = await t.request('GET', messagesOf(roomId, '?limit=100'), { token });
      expect(texts(newest.body)).toHaveLength(100);
      const before = newest.body.data[0].message_id;
      const older = await t.request('GET', messagesOf(roomId, `?before=${before}&limit=100`), { token });
      expect(texts(older.body)).toEqual(Array.from({ length: 20 }, (_, i) => `message ${i}`));
      expect(older.body.has_more).toBe(false);
      const page = await t.request('GET', messagesOf(roomId, `?before=${before}&limit=5`), { token });
      expect(texts(page.body)).toEqual([
        'message 15',
        'message 16',
        'message 17',
        'message 18',
        'message 19',
      ]);
      expect(page.body.has_more).toBe(true);
    });

    it('returns an empty list for a room without messages', async () => {
      const vendor = await insertChatVendor(t.database.handle.db);
      const empty = await insertChatRoom(t.database.handle.db, vendor.vendor_id, t.adminId);
      const res = await t.request('GET', messagesOf(empty), { token });
      expect(res.body).toEqual({ success: true, data: [], has_more: false });
    });

    it('refuses an unknown room (404) and bad paging (400)', async () => {
      const missing = await t.request('GET', messagesOf(999_999), { token });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(ChatMessages.roomNotFound);
      for (const query of ['?limit=0', '?limit=201', '?before=abc', '?before=0']) {
        const bad = await t.request('GET', messagesOf(roomId, query), { token });
        expect(bad.status, query).toBe(400);
      }
      expect((await t.request('GET', '/api/v1/chat/messages/abc', { token })).status).toBe(400);
    });
  });

  describe('GET /chat/vendors', () => {
    let names: Record<string, number>;
    beforeAll(async () => {
      const db = t.database.handle.db;
      const make = async (name: string, email: string, overrides = {}) =>
        (await insertChatVendor(db, { vendor_name: name, vendor_email: email, ...overrides })).vendor_id;
      names = {
        anil: await make('Zz Anil Chat', 'anil@chat.test'),
        bela: await make('Zz Bela Chat', 'bela@chat.test'),
        chetan: await make('Zz Chetan Chat', 'chetan@chat.test'),
        dev: await make('Zz Dev Chat', 'dev@quiet.test'),
      };
      await insertChatRoom(db, names.chetan!, t.adminId, { message: 'older', at: daysFromNow(-2) });
      await insertChatRoom(db, names.bela!, t.adminId, { message: 'newest', at: daysFromNow(-1) });
      await insertChatRoom(db, names.dev!, t.adminId, null);
      // Not listed: pending, blocked, rejected.
      await insertVendor(db, { vendor_name: 'Zz Pending Chat', vendor_email: 'p@chat.test' });
      await insertChatVendor(db, { vendor_name: 'Zz Blocked Chat', is_blocked: 1, blocked_reason: 'x' });
      await insertVendor(db, { vendor_name: 'Zz Rejected Chat', is_rejected: 1 });
    });
    const listed = (body: { data: { vendor_name: string }[] }) => body.data.map((v) => v.vendor_name);

    it('lists vendors with messages newest first, then the others by name', async () => {
      const res = await t.request('GET', `${VENDORS}?q=chat`, { token });
      expect(res.status).toBe(200);
      expect(listed(res.body)).toEqual(['Zz Bela Chat', 'Zz Chetan Chat', 'Zz Anil Chat', 'Zz Dev Chat']);
      expect(res.body.total).toBe(4);
      expect(res.body.data[0]).toEqual({
        vendor_id: names.bela,
        vendor_name: 'Zz Bela Chat',
        vendor_email: 'bela@chat.test',
        room_id: expect.any(Number),
        last_message: 'newest',
        last_message_at: expect.any(String),
      });
      expect(res.body.data[2]).toMatchObject({ room_id: null, last_message: null, last_message_at: null });
      expect(res.body.data[3]).toMatchObject({ room_id: expect.any(Number), last_message: null });
    });

    it('searches by name or email, case-insensitively', async () => {
      const byEmail = await t.request('GET', `${VENDORS}?q=QUIET.TEST`, { token });
      expect(listed(byEmail.body)).toEqual(['Zz Dev Chat']);
      const byName = await t.request('GET', `${VENDORS}?q=chetan`, { token });
      expect(listed(byName.body)).toEqual(['Zz Chetan Chat']);
    });

    it('pages across the boundary between the two groups', async () => {
      const pages = [];
      for (let offset = 0; offset < 4; offset += 1) {
        const res = await t.request('GET', `${VENDORS}?q=chat&limit=1&offset=${offset}`, { token });
        expect(res.body.total).toBe(4);
        pages.push(...listed(res.body));
      }
      expect(pages).toEqual(['Zz Bela Chat', 'Zz Chetan Chat', 'Zz Anil Chat', 'Zz Dev Chat']);
      const straddling = await t.request('GET', `${VENDORS}?q=chat&limit=2&offset=1`, { token });
      expect(listed(straddling.body)).toEqual(['Zz Chetan Chat', 'Zz Anil Chat']);
    });
  });

  describe('authentication', () => {
    const routes: [string, string, unknown?][] = [
      ['POST', ROOM, { vendorId: 1 }],
      ['GET', messagesOf(1)],
      ['GET', VENDORS],
      ['GET', '/api/v1/admin/data/getvendorscomplaints'],
      ['GET', '/api/v1/admin/data/getCUSTOMERCOMPLAINTS'],
    ];

    it('refuses every chat and complaint route without a token or with a bad one (401)', async () => {
      for (const [method, path, body] of routes) {
        const none = await t.request(method, path, { body });
        expect(none.status, `${method} ${path}`).toBe(401);
        expect(none.body).toEqual({ success: false, message: AuthMessages.noToken });
        const bad = await t.request(method, path, { body, token: 'nope' });
        expect(bad.status, `${method} ${path}`).toBe(401);
        expect(bad.body.message).toBe(AuthMessages.invalidToken);
      }
    });

    it('never accepts a vendor token on admin routes', async () => {
      const vendor = await insertChatVendor(t.database.handle.db);
      const vendorBearer = await vendorToken(t, vendor.vendor_mobile);
      for (const [method, path, body] of [
        ...routes,
        ['GET', '/api/v1/admin/data/getvendors_approve'],
        ['POST', '/api/v1/admin/logout'],
      ] as [string, string, unknown?][]) {
        const res = await t.request(method, path, { body, token: vendorBearer });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body.message).toBe(AuthMessages.invalidToken);
      }
    });
  });
});
