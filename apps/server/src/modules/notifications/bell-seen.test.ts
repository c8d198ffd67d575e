import type { NotificationCounts, NotificationMarks, Notifications } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatClient, collect, connected, pause, vendorToken } from '../../test/chat-clients';
import {
  insertBooking,
  insertCategory,
  insertChatRoom,
  insertChatVendor,
  insertCustomer,
  insertCustomerComplaint,
  insertVendor,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { ensureAdmin } from '../auth/bootstrap';

const BELL = '/api/v1/admin/notifications';
const SEEN = '/api/v1/admin/notifications/seen';
const item = (id: string, action: 'read' | 'dismiss') => `/api/v1/admin/notifications/items/${id}/${action}`;
const UNREAD = '/api/v1/chat/unread';
const roomRead = (roomId: number) => `/api/v1/chat/rooms/${roomId}/read`;
const SECOND_ADMIN = {
  name: 'Second Admin',
  email: 'second@seva.test',
  password: 'Correct-Horse-3',
  phone: '9876500001',
};

describe(`the bell's seen marks and items (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let category: Awaited<ReturnType<typeof insertCategory>>;
  let customer: Awaited<ReturnType<typeof insertCustomer>>;
  const sockets: ChatClient[] = [];
  const db = () => t.database.handle.db;
  const bell = async (token = admin): Promise<Notifications> => {
    const res = await t.request('GET', BELL, { token });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const counts = async (token = admin): Promise<NotificationCounts> => (await bell(token)).counts;
  const audits = (action: string) =>
    db()
      .selectFrom('audit_log')
      .select(['admin_id', 'entity', 'entity_id', 'after'])
      .where('action', '=', action)
      .orderBy('id')
      .execute();
  const marksRow = () => db().selectFrom('admin_bell_marks').selectAll().execute();
  const itemRows = () => db().selectFrom('admin_notification_items').selectAll().execute();
  const newBooking = async () => (await insertBooking(db(), customer, category)).booking_id;
  let phone = 8310000000;
  const nextPhone = () => String(++phone);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    category = await insertCategory(db(), { service_category_name: 'Painting' });
    customer = await insertCustomer(db(), { customer_name: 'Kavya Nair' });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it('refuses a missing or unknown token with 401, writing nothing', async () => {
    const head = (await bell()).head;
    const booking = await newBooking();
    for (const [path, body] of [
      [SEEN, { up_to: head }],
      [item(`booking:${booking}`, 'read'), undefined],
      [item(`booking:${booking}`, 'dismiss'), undefined],
    ] as const) {
      expect((await t.request('POST', path, { body })).status).toBe(401);
      const wrong = await t.request('POST', path, { body, token: 'not-a-token' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.success).toBe(false);
    }
    expect(await marksRow()).toEqual([]);
    expect(await itemRows()).toEqual([]);
  });

  it('refuses bad input with 400 naming the field, and an unknown item with 404, writing nothing', async () => {
    const head = (await bell()).head;
    for (const body of [
      {},
      { up_to: { ...head, booking: -1 } },
      { up_to: { ...head, booking: 'many' } },
      { up_to: { ...head, booking: 2 ** 31 } },
      { up_to: { application: 1 } },
      { up_to: { ...head, reviews: 3 } },
      { up_to: head, extra: true },
    ]) {
      const res = await t.request('POST', SEEN, { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(JSON.stringify(res.body.errors), JSON.stringify(body)).toMatch(/up_to|extra|Unrecognized/);
    }
    for (const id of [
      'booking:abc',
      'review:1',
      'booking:0',
      'booking:99999999999',
      'booking',
      'booking:1:2',
    ]) {
      const res = await t.request('POST', item(encodeURIComponent(id), 'dismiss'), { token: admin });
      expect(res.status, id).toBe(400);
      expect(JSON.stringify(res.body.errors), id).toContain('itemId');
    }
    const missing = await t.request('POST', item('booking:999999', 'read'), { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Notification not found');
    expect(await marksRow()).toEqual([]);
    expect(await itemRows()).toEqual([]);
    expect(await audits('notifications.seen')).toEqual([]);
    expect(await audits('notifications.item_read')).toEqual([]);
  });

  it('counts on the badge only what arrived since this admin opened the bell, per admin, audited once', async () => {
    await newBooking();
    await insertVendor(db(), { vendor_name: 'Unseen Usha', vendor_mobile: nextPhone() });
    const first = await bell();
    expect(first.counts.unseen).toBeGreaterThanOrEqual(3);

    const seen = await t.request('POST', SEEN, { token: admin, body: { up_to: first.head } });
    expect(seen.status).toBe(200);
    expect(seen.body.data.unseen).toBe(0);
    expect((await counts()).unseen).toBe(0);
    expect(await audits('notifications.seen')).toEqual([
      expect.objectContaining({ admin_id: t.adminId, entity: 'admin', entity_id: String(t.adminId) }),
    ]);

    // The same head again moves nothing, so nothing more is audited.
    expect((await t.request('POST', SEEN, { token: admin, body: { up_to: first.head } })).status).toBe(200);
    expect(await audits('notifications.seen')).toHaveLength(1);

    // A new arrival raises it again; an older head sent late never lowers the marks.
    await insertCustomerComplaint(db(), customer);
    const second = await bell();
    expect(second.counts.unseen).toBe(1);
    expect(second.counts.new_complaints).toBe(1);
    const late = await t.request('POST', SEEN, {
      token: admin,
      body: { up_to: { application: 0, booking: 0, vendor_complaint: 0, customer_complaint: 0, message: 0 } },
    });
    expect(late.status).toBe(200);
    expect(late.body.data.unseen).toBe(1);
    expect(await audits('notifications.seen')).toHaveLength(1);

    // Marks never go past what exists: a head from the future does not hide the next arrival.
    const future = 2 ** 31 - 1;
    await t.request('POST', SEEN, {
      token: admin,
      body: {
        up_to: {
          application: future,
          booking: future,
          vendor_complaint: future,
          customer_complaint: future,
          message: future,
        },
      },
    });
    expect((await counts()).unseen).toBe(0);
    await newBooking();
    expect((await counts()).unseen).toBe(1);

    // Another admin's badge is their own: nothing was seen there.
    await ensureAdmin(db(), SECOND_ADMIN);
    const second_admin = await t.login(SECOND_ADMIN.email, SECOND_ADMIN.password);
    expect((await counts(second_admin)).unseen).toBeGreaterThanOrEqual(5);
  });

  it('keeps the highest of many concurrent seen marks, whatever order they land in', async () => {
    const heads: NotificationMarks[] = [];
    for (let i = 0; i < 12; i++) {
      await newBooking();
      heads.push((await bell()).head);
    }
    const highest = heads.at(-1)!;
    const before = (await audits('notifications.seen')).length;
    const answers = await Promise.all(
      [...heads]
        .reverse()
        .flatMap((head) => [
          t.request('POST', SEEN, { token: admin, body: { up_to: head } }),
          t.request('POST', SEEN, { token: admin, body: { up_to: head } }),
        ]),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const [row] = await db()
      .selectFrom('admin_bell_marks')
      .select(['booking_id'])
      .where('admin_id', '=', t.adminId)
      .execute();
    expect(row?.booking_id).toBe(highest.booking);
    expect((await counts()).unseen).toBe(0);
    // Only the requests that moved a mark were audited, at most one per distinct head.
    const written = (await audits('notifications.seen')).length - before;
    expect(written).toBeGreaterThanOrEqual(1);
    expect(written).toBeLessThanOrEqual(heads.length);
  });

  it('opens an item (read, off the badge) and dismisses one (gone for this admin only), both persisted and audited', async () => {
    await t.request('POST', SEEN, { token: admin, body: { up_to: (await bell()).head } });
    const opened = await newBooking();
    const dismissed = await newBooking();
    expect((await counts()).unseen).toBe(2);

    const read = await t.request('POST', item(`booking:${opened}`, 'read'), { token: admin });
    expect(read.status).toBe(200);
    expect(read.body.data.unseen).toBe(1);
    const after = await bell();
    expect(after.items.find((i) => i.id === `booking:${opened}`)).toMatchObject({ read: true });
    expect(after.items.find((i) => i.id === `booking:${dismissed}`)).toMatchObject({ read: false });

    const gone = await t.request('POST', item(`booking:${dismissed}`, 'dismiss'), { token: admin });
    expect(gone.status).toBe(200);
    expect(gone.body.data.unseen).toBe(0);
    expect((await bell()).items.map((i) => i.id)).not.toContain(`booking:${dismissed}`);
    // Opening it afterwards leaves it dismissed.
    expect((await t.request('POST', item(`booking:${dismissed}`, 'read'), { token: admin })).status).toBe(
      200,
    );
    expect((await bell()).items.map((i) => i.id)).not.toContain(`booking:${dismissed}`);

    const second_admin = await t.login(SECOND_ADMIN.email, SECOND_ADMIN.password);
    expect((await bell(second_admin)).items.find((i) => i.id === `booking:${dismissed}`)).toMatchObject({
      read: false,
    });

    expect(await audits('notifications.item_read')).toEqual([
      expect.objectContaining({
        admin_id: t.adminId,
        entity: 'notification',
        entity_id: `booking:${opened}`,
      }),
    ]);
    expect(await audits('notifications.item_dismissed')).toEqual([
      expect.objectContaining({
        admin_id: t.adminId,
        entity: 'notification',
        entity_id: `booking:${dismissed}`,
      }),
    ]);
  });

  it('ends dismissed, audited once, when opens and dismissals of one item race', async () => {
    const booking = await newBooking();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        t.request('POST', item(`booking:${booking}`, i % 2 ? 'read' : 'dismiss'), { token: admin }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const rows = (await itemRows()).filter((r) => r.ref_id === booking && r.kind === 'booking');
    expect(rows).toEqual([expect.objectContaining({ admin_id: t.adminId, state: 'dismissed' })]);
    const dismissals = (await audits('notifications.item_dismissed')).filter(
      (a) => a.entity_id === `booking:${booking}`,
    );
    expect(dismissals).toHaveLength(1);
  });

  it("counts unread messages as the Messages screen's unread rooms do, and opening the bell does not read them", async () => {
    const vendor = await insertChatVendor(db(), { vendor_mobile: nextPhone(), vendor_name: 'Dotty Dev' });
    const roomId = await insertChatRoom(db(), vendor.vendor_id, t.adminId);
    const vendorSocket = await connected(t.baseUrl, await vendorToken(t, vendor.vendor_mobile));
    sockets.push(vendorSocket);
    for (const message of ['one', 'two', 'three']) {
      expect((await vendorSocket.emitWithAck('sendMessage', { chat_room_id: roomId, message })).ok).toBe(
        true,
      );
    }
    const sumOfUnread = async () => {
      const res = await t.request('GET', UNREAD, { token: admin });
      return (res.body.data as { unread: number }[]).reduce((sum, r) => sum + r.unread, 0);
    };
    const shown = await bell();
    expect(shown.counts.unread_messages).toBe(await sumOfUnread());
    expect(shown.counts.unread_messages).toBeGreaterThanOrEqual(3);

    const seen = await t.request('POST', SEEN, { token: admin, body: { up_to: shown.head } });
    expect(seen.body.data.unseen).toBe(0);
    expect(seen.body.data.unread_messages).toBe(shown.counts.unread_messages);
    expect(await sumOfUnread()).toBe(shown.counts.unread_messages);

    // A message read on the Messages screen is off the badge too, and both counts agree again.
    await vendorSocket.emitWithAck('sendMessage', { chat_room_id: roomId, message: 'four' });
    expect((await counts()).unseen).toBe(1);
    await t.request('POST', roomRead(roomId), { token: admin, body: {} });
    const after = await counts();
    expect(after.unseen).toBe(0);
    expect(after.unread_messages).toBe(await sumOfUnread());
  });

  it("pushes the fresh counts to this admin's other sessions when the bell is seen", async () => {
    const other = await t.login();
    const socket = await connected(t.baseUrl, other);
    sockets.push(socket);
    const pushes = collect(socket, 'notificationCounts');
    await newBooking();
    await pause(250);
    const shown = await bell();
    expect(shown.counts.unseen).toBeGreaterThan(0);
    expect((await t.request('POST', SEEN, { token: admin, body: { up_to: shown.head } })).status).toBe(200);
    const until = Date.now() + 4000;
    while (Date.now() < until && !pushes.some((c) => c.unseen === 0)) await pause(25);
    expect(pushes.some((c) => c.unseen === 0)).toBe(true);
  });
});
