import type { NotificationCounts } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken } from '../../test/app-tokens';
import { type ChatClient, collect, connected, pause, vendorToken } from '../../test/chat-clients';
import {
  insertBooking,
  insertCategory,
  insertChatRoom,
  insertChatVendor,
  insertCustomer,
  insertCustomerComplaint,
  insertSubService,
  insertVendor,
  insertVendorComplaint,
} from '../../test/factories';
import { firstAvailableSlot, insertSlotVendor } from '../../test/slots';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { ensureAdmin } from '../auth/bootstrap';
import { applicationBody } from '../vendor-app/application-body';

const BELL = '/api/v1/admin/notifications';
const READ = '/api/v1/admin/notifications/read';
const roomRead = (roomId: number) => `/api/v1/chat/rooms/${roomId}/read`;
const UNREAD = '/api/v1/chat/unread';
const OTHER_ADMIN = {
  name: 'Other Admin',
  email: 'other@seva.test',
  password: 'Correct-Horse-2',
  phone: '9876500000',
};

/** Waits until `seen` has a push matching `test` (pushes are coalesced, so not every step is sent). */
async function pushed(
  seen: NotificationCounts[],
  test: (c: NotificationCounts) => boolean,
  ms = 4000,
): Promise<NotificationCounts> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const hit = seen.find(test);
    if (hit) return hit;
    await pause(25);
  }
  throw new Error(`no matching notificationCounts within ${ms} ms; saw ${JSON.stringify(seen)}`);
}

describe(`the live bell (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let category: Awaited<ReturnType<typeof insertCategory>>;
  const sockets: ChatClient[] = [];
  const db = () => t.database.handle.db;
  const counts = async (token = admin): Promise<NotificationCounts> => {
    const res = await t.request('GET', BELL, { token });
    expect(res.status).toBe(200);
    return res.body.data.counts;
  };
  const socketOf = async (token: string) => {
    const socket = await connected(t.baseUrl, token);
    sockets.push(socket);
    return socket;
  };
  let phone = 8300000000;
  const nextPhone = () => String(++phone);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    category = await insertCategory(db(), { service_category_name: 'Plumbing' });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it('refuses a missing or unknown token with 401', async () => {
    for (const [method, path, body] of [
      ['GET', BELL, undefined],
      ['POST', READ, { kind: 'all' }],
      ['POST', roomRead(1), {}],
      ['GET', UNREAD, undefined],
    ] as const) {
      expect((await t.request(method, path, { body })).status).toBe(401);
      const wrong = await t.request(method, path, { body, token: 'not-a-token' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.success).toBe(false);
    }
  });

  it('refuses a bad kind or room id with 400 naming the field', async () => {
    const kind = await t.request('POST', READ, { token: admin, body: { kind: 'everything' } });
    expect(kind.status).toBe(400);
    expect(kind.body.errors.map((e: { path: string }) => e.path)).toContain('kind');
    const room = await t.request('POST', '/api/v1/chat/rooms/abc/read', { token: admin, body: {} });
    expect(room.status).toBe(400);
    expect(JSON.stringify(room.body.errors)).toContain('roomId');
    const missing = await t.request('POST', roomRead(999_999), { token: admin, body: {} });
    expect(missing.status).toBe(404);
  });

  it('counts what needs attention and lists the latest arrivals newest first, each with its screen', async () => {
    const before = await counts();
    const pending = await insertVendor(db(), { vendor_name: 'Pending Pillai' });
    await insertChatVendor(db(), { vendor_name: 'Approved Anand' });
    const customer = await insertCustomer(db(), { customer_name: 'Meera Iyer' });
    await insertBooking(db(), customer, category);
    await insertBooking(db(), customer, category, { is_cancelled: 1, cancelled_reason: 'no longer needed' });
    await insertCustomerComplaint(db(), customer);
    await insertVendorComplaint(db(), pending);
    const after = await counts();
    expect(after).toEqual({
      pending_approvals: before.pending_approvals + 1,
      unassigned_bookings: before.unassigned_bookings + 1,
      new_complaints: before.new_complaints + 2,
      unread_messages: before.unread_messages,
      failed_deliveries: before.failed_deliveries,
      failed_refunds: before.failed_refunds,
      failed_payouts: before.failed_payouts,
      // The pending vendor, both bookings (a cancelled one arrived too) and the two complaints.
      unseen: before.unseen + 5,
    });
    const res = await t.request('GET', BELL, { token: admin });
    const items = res.body.data.items as {
      id: string;
      kind: string;
      text: string;
      at: string;
      link: string;
    }[];
    expect(items.map((i) => i.at)).toEqual([...items.map((i) => i.at)].sort().reverse());
    expect(items).toContainEqual(
      expect.objectContaining({
        id: `application:${pending.vendor_id}`,
        kind: 'application',
        text: 'New vendor application: Pending Pillai',
        link: `/pendingapprovalview/${pending.vendor_id}`,
      }),
    );
    expect(items.some((i) => i.text.includes('Approved Anand'))).toBe(false);
    expect(items.filter((i) => i.kind === 'booking').every((i) => i.link === '/bookingdetails')).toBe(true);
    expect(items.filter((i) => i.kind === 'complaint').map((i) => i.text)).toEqual(
      expect.arrayContaining(['Complaint from customer Meera Iyer', 'Complaint from vendor Pending Pillai']),
    );
  });

  it('pushes fresh counts to the admin socket as an application, booking, complaint and vendor message arrive', async () => {
    const socket = await socketOf(admin);
    const seen = collect(socket, 'notificationCounts');
    const start = await counts();

    const applicant = await appToken(t, 'vendor', nextPhone());
    const applied = await t.request('PUT', '/api/v1/vendor/me/application', {
      token: applicant,
      body: applicationBody(category.service_cat_id),
    });
    expect(applied.status).toBe(201);
    await pushed(seen, (c) => c.pending_approvals === start.pending_approvals + 1);
    expect((await counts()).pending_approvals).toBe(start.pending_approvals + 1);

    const service = await insertSubService(db(), category, { service_name: 'Tap repair' });
    const customerToken = await appToken(t, 'customer', nextPhone());
    await t.request('PUT', '/api/v1/customer/me', {
      token: customerToken,
      body: {
        customer_name: 'Lakshmi Rao',
        customer_email: 'lakshmi@example.in',
        customer_country: 'India',
        gender: 'Female',
        customer_address: { street: '4 Residency Rd', city: 'Bengaluru', state: 'Karnataka', zip: '560025' },
      },
    });
    // An approved plumber near the customer: the customer's slots are available.
    await insertSlotVendor(db(), category, { pincode: '560025' });
    const slot = await firstAvailableSlot(t, customerToken, service.service_id);
    const booked = await t.request('POST', '/api/v1/customer/me/bookings', {
      token: customerToken,
      body: { service_id: service.service_id, service_desc: 'The kitchen tap drips', scheduled_start: slot },
    });
    expect(booked.status).toBe(201);
    await pushed(seen, (c) => c.unassigned_bookings === start.unassigned_bookings + 1);

    const complained = await t.request('POST', '/api/v1/customer/me/complaints', {
      token: customerToken,
      body: { cust_comp_desc: 'The plumber was late' },
    });
    expect(complained.status).toBe(201);
    await pushed(seen, (c) => c.new_complaints === start.new_complaints + 1);

    const vendor = await insertChatVendor(db(), {
      vendor_mobile: nextPhone(),
      vendor_name: 'Chatty Chandra',
    });
    const roomId = await insertChatRoom(db(), vendor.vendor_id, t.adminId);
    const vendorSocket = await socketOf(await vendorToken(t, vendor.vendor_mobile));
    const ack = await vendorSocket.emitWithAck('sendMessage', {
      chat_room_id: roomId,
      message: 'Hello admin',
    });
    expect(ack.ok).toBe(true);
    await pushed(seen, (c) => c.unread_messages === start.unread_messages + 1);
    const unread = await t.request('GET', UNREAD, { token: admin });
    expect(unread.body.data).toContainEqual({ room_id: roomId, vendor_id: vendor.vendor_id, unread: 1 });
    const bell = await t.request('GET', BELL, { token: admin });
    expect(bell.body.data.items[0]).toMatchObject({
      kind: 'message',
      text: 'Message from Chatty Chandra: Hello admin',
      link: '/messages',
    });
  });

  it("shares read marks between two sessions of the same admin, and pushes them to the other's socket", async () => {
    const vendor = await insertChatVendor(db(), { vendor_mobile: nextPhone() });
    const roomId = await insertChatRoom(db(), vendor.vendor_id, t.adminId);
    const vendorSocket = await socketOf(await vendorToken(t, vendor.vendor_mobile));
    await vendorSocket.emitWithAck('sendMessage', { chat_room_id: roomId, message: 'one' });
    await vendorSocket.emitWithAck('sendMessage', { chat_room_id: roomId, message: 'two' });
    await insertVendorComplaint(db(), vendor);

    const laptop = await t.login();
    const phoneSession = await t.login();
    const phoneSocket = await socketOf(phoneSession);
    const seen = collect(phoneSocket, 'notificationCounts');
    const start = await counts(phoneSession);
    expect(start.new_complaints).toBeGreaterThan(0);
    expect(start.unread_messages).toBeGreaterThanOrEqual(2);

    const read = await t.request('POST', roomRead(roomId), { token: laptop, body: {} });
    expect(read.status).toBe(200);
    expect(read.body.data.unread_messages).toBe(start.unread_messages - 2);
    expect((await counts(phoneSession)).unread_messages).toBe(start.unread_messages - 2);
    await pushed(seen, (c) => c.unread_messages === start.unread_messages - 2);
    const unread = await t.request('GET', UNREAD, { token: phoneSession });
    expect(unread.body.data.map((r: { room_id: number }) => r.room_id)).not.toContain(roomId);

    const all = await t.request('POST', READ, { token: laptop, body: { kind: 'all' } });
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ new_complaints: 0, unread_messages: 0 });
    expect(await counts(phoneSession)).toMatchObject({ new_complaints: 0, unread_messages: 0 });
    await pushed(seen, (c) => c.new_complaints === 0 && c.unread_messages === 0);

    // A new complaint is new again; the other admin's marks are their own.
    await insertVendorComplaint(db(), vendor);
    expect((await counts(phoneSession)).new_complaints).toBe(1);
    await ensureAdmin(db(), OTHER_ADMIN);
    const other = await t.login(OTHER_ADMIN.email, OTHER_ADMIN.password);
    expect((await counts(other)).new_complaints).toBeGreaterThan(1);
  });

  it("pushes another admin's decision: an approval recounts every signed-in admin's bell", async () => {
    await ensureAdmin(db(), OTHER_ADMIN);
    const other = await t.login(OTHER_ADMIN.email, OTHER_ADMIN.password);
    const socket = await socketOf(admin);
    const seen = collect(socket, 'notificationCounts');
    const applicant = await insertVendor(db(), { vendor_mobile: nextPhone() });
    const start = await counts();

    const approved = await t.request('PUT', '/api/v1/admin/data/updatevendors', {
      token: other,
      body: { vendor_id: applicant.vendor_id, is_approved: 1 },
    });
    expect(approved.status).toBe(200);
    await pushed(seen, (c) => c.pending_approvals === start.pending_approvals - 1);
  });
});
