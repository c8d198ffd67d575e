import { AuthMessages, ComplaintMessages } from '@seva/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ChatClient, connected, nextEvent, vendorWithRoom } from '../../test/chat-clients';
import {
  daysFromNow,
  insertCustomer,
  insertCustomerComplaint,
  insertVendorComplaint,
} from '../../test/factories';
import { refuseInserts } from '../../test/refuse-inserts';
import { outboxSettled, rowCount } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const BASE = '/api/v1/admin/data/complaints';

describe(`replying to complaints on ${testDialect}`, () => {
  let t: TestApp;
  let token: string;
  const open: ChatClient[] = [];
  const db = () => t.database.handle.db;
  const reply = (id: number | string, body: unknown, auth = token) =>
    t.request('POST', `${BASE}/customer/${id}/reply`, { body, token: auth });
  const auditOf = (entity: string, id: number) =>
    db()
      .selectFrom('audit_log')
      .select(['action', 'admin_id', 'before', 'after'])
      .where('entity', '=', entity)
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
  const countOf = (table: 'audit_log' | 'complaint_notes' | 'chat_messages' | 'messages' | 'outbox') =>
    rowCount(db(), table);
  /** Waits until the outbox has sent `n` more texts than `from` (the SMS goes after the reply's commit). */
  const sentSince = async (from: number, n: number) => {
    const end = Date.now() + 10_000;
    while (t.outbox.length < from + n && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    return t.outbox.slice(from);
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterEach(async () => {
    for (const c of open.splice(0)) c.close();
    // Each test counts the texts sent from its start: the texts of the one before are all out first.
    await outboxSettled(db());
  });
  afterAll(() => t.close());

  describe('a customer complaint, by SMS', () => {
    it("keeps the reply note, moves open → in_progress and sends the text to the complaint's mobile through the outbox", async () => {
      const customer = await insertCustomer(db(), { customer_name: 'Asha Deshpande' });
      const complaint = await insertCustomerComplaint(db(), customer, { cust_comp_date: daysFromNow(-0.1) });
      const sent = t.outbox.length;
      const res = await reply(complaint.cust_comp_id, { text: '  We are sending a new technician today.  ' });
      expect(res.status).toBe(200);
      // Written with the reply as a message and its delivery (kind sms), sent once committed.
      const message = await db()
        .selectFrom('messages')
        .selectAll()
        .where('complaint_id', '=', complaint.cust_comp_id)
        .executeTakeFirstOrThrow();
      expect(message).toMatchObject({
        event: null,
        channel: 'sms',
        to_phone: complaint.mobile,
        text: 'We are sending a new technician today.',
      });
      expect(await sentSince(sent, 1)).toEqual([
        { to: complaint.mobile, message: 'We are sending a new technician today.' },
      ]);
      const deliveries = await t.request('GET', '/api/v1/admin/outbox?kind=sms', { token });
      expect(
        deliveries.body.data.find((d: { dedupe_key: string }) => d.dedupe_key === message.dedupe_key),
      ).toMatchObject({
        status: 'done',
        recipient: `XXXXXX${complaint.mobile!.slice(-4)}`,
        text: 'We are sending a new technician today.',
      });
      expect(res.body.data).toMatchObject({
        cust_comp_id: complaint.cust_comp_id,
        status: 'in_progress',
        first_response_at: expect.stringMatching(/Z$/),
        service_level: 'on_track',
      });
      const notes = await t.request('GET', `${BASE}/customer/${complaint.cust_comp_id}/notes`, { token });
      expect(notes.body.data).toEqual([
        expect.objectContaining({
          kind: 'reply',
          channel: 'sms',
          text: 'We are sending a new technician today.',
          author_id: t.adminId,
        }),
      ]);
      const audit = await auditOf('customer_complaint', complaint.cust_comp_id);
      expect(audit.map((a) => [a.action, JSON.parse(a.after ?? '{}')])).toEqual([
        ['complaint.moved', { status: 'in_progress' }],
        ['complaint.replied', { note_id: notes.body.data[0].note_id, channel: 'sms' }],
      ]);

      // A second reply keeps the first response time and moves nothing.
      const again = await reply(complaint.cust_comp_id, { text: 'The technician is on the way.' });
      expect(again.body.data.first_response_at).toBe(res.body.data.first_response_at);
      expect(again.body.data.status).toBe('in_progress');
      expect((await auditOf('customer_complaint', complaint.cust_comp_id)).map((a) => a.action)).toEqual([
        'complaint.moved',
        'complaint.replied',
        'complaint.replied',
      ]);
    });

    it('keeps every one of concurrent replies and moves the complaint once, racing a PUT move', async () => {
      const customer = await insertCustomer(db());
      const complaint = await insertCustomerComplaint(db(), customer);
      const id = complaint.cust_comp_id;
      const sent = t.outbox.length;
      const [moved, ...replies] = await Promise.all([
        t.request('PUT', `${BASE}/customer/${id}`, { body: { status: 'in_progress' }, token }),
        ...Array.from({ length: 8 }, (_, i) => reply(id, { text: `Reply ${i}` })),
      ]);
      expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
      expect([200, 409]).toContain(moved?.status);
      const audit = await auditOf('customer_complaint', id);
      expect(audit.filter((a) => a.action === 'complaint.moved')).toHaveLength(1);
      expect(audit.filter((a) => a.action === 'complaint.replied')).toHaveLength(8);
      const notes = await t.request('GET', `${BASE}/customer/${id}/notes`, { token });
      expect(notes.body.data).toHaveLength(8);
      const messages = await db()
        .selectFrom('messages')
        .select('text')
        .where('complaint_id', '=', id)
        .execute();
      expect(messages.map((m) => m.text).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `Reply ${i}`));
      // Every reply is texted once (after its commit: waited for, so the next test starts from a quiet outbox).
      expect((await sentSince(sent, 8)).map((sms) => sms.message).sort()).toEqual(
        Array.from({ length: 8 }, (_, i) => `Reply ${i}`),
      );
      const [row] = await db()
        .selectFrom('customer_complaints')
        .select(['status', 'first_response_at'])
        .where('cust_comp_id', '=', id)
        .execute();
      expect(row?.status).toBe('in_progress');
      // The first reply to commit set it; the others left it alone.
      expect(notes.body.data.map((n: { created_at: string }) => n.created_at)).toContain(
        row?.first_response_at,
      );
    });

    it('is 422 when the customer has no mobile, 404 for an unknown complaint; nothing is sent or written', async () => {
      const customer = await insertCustomer(db());
      const complaint = await insertCustomerComplaint(db(), customer, { mobile: null });
      const [sent, notes, messages] = [
        t.outbox.length,
        await countOf('complaint_notes'),
        await countOf('messages'),
      ];
      const noMobile = await reply(complaint.cust_comp_id, { text: 'Hello' });
      expect(noMobile.status).toBe(422);
      expect(noMobile.body.message).toBe(ComplaintMessages.noMobile);
      const unknown = await reply(999_999, { text: 'Hello' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(ComplaintMessages.notFound);
      expect(t.outbox.length).toBe(sent);
      expect(await countOf('complaint_notes')).toBe(notes);
      expect(await countOf('messages')).toBe(messages);
    });

    it('a reply that cannot be recorded sends nothing: the note and its message roll back together', async () => {
      const customer = await insertCustomer(db());
      const complaint = await insertCustomerComplaint(db(), customer);
      const allowAllNotes = await refuseInserts(db(), 'complaint_notes', 'text', 'REFUSE-SMS');
      try {
        const before = await Promise.all([
          countOf('messages'),
          countOf('outbox'),
          countOf('complaint_notes'),
        ]);
        const sent = t.outbox.length;
        const res = await reply(complaint.cust_comp_id, { text: 'REFUSE-SMS' });
        expect(res.status).toBe(500);
        expect(
          await Promise.all([countOf('messages'), countOf('outbox'), countOf('complaint_notes')]),
        ).toEqual(before);
        expect(t.outbox.length).toBe(sent);
      } finally {
        await allowAllNotes();
      }
    });

    it('refuses bad bodies (400) and missing or bad tokens (401) without sending', async () => {
      const customer = await insertCustomer(db());
      const complaint = await insertCustomerComplaint(db(), customer);
      const sent = t.outbox.length;
      for (const body of [
        {},
        { text: '' },
        { text: '   ' },
        { text: 'x'.repeat(481) },
        { text: 'Hi', cc: 'x' },
      ]) {
        const res = await reply(complaint.cust_comp_id, body);
        expect(res.status, JSON.stringify(body).slice(0, 20)).toBe(400);
        expect(res.body.success).toBe(false);
      }
      expect((await reply('abc', { text: 'Hi' })).status).toBe(400);
      const none = await reply(complaint.cust_comp_id, { text: 'Hi' }, '');
      expect(none.status).toBe(401);
      expect(none.body.message).toBe(AuthMessages.noToken);
      expect((await reply(complaint.cust_comp_id, { text: 'Hi' }, 'not-a-token')).status).toBe(401);
      expect(t.outbox.length).toBe(sent);
    });
  });

  describe('a vendor complaint, in chat', () => {
    it('keeps an admin message with complaint_id as the reply note and moves open → in_progress', async () => {
      const ravi = await vendorWithRoom(t, { vendor_name: 'Ravi Kulkarni' });
      const complaint = await insertVendorComplaint(db(), ravi.vendor, { vend_comp_date: daysFromNow(-0.1) });
      const admin = await connected(t.baseUrl, token);
      const vendorSocket = await connected(t.baseUrl, ravi.token);
      open.push(admin, vendorSocket);
      const heard = nextEvent(vendorSocket, 'receiveMessage');
      const ack = await admin.emitWithAck('sendMessage', {
        chat_room_id: ravi.roomId,
        message: 'About your payout: it goes out tomorrow.',
        complaint_id: complaint.vend_comp_id,
      });
      expect(ack).toMatchObject({ ok: true });
      expect((await heard).message).toBe('About your payout: it goes out tomorrow.');

      const list = await t.request('GET', '/api/v1/admin/data/getvendorscomplaints?q=Ravi', { token });
      expect(list.body.data[0]).toMatchObject({
        vend_comp_id: complaint.vend_comp_id,
        status: 'in_progress',
        first_response_at: expect.stringMatching(/Z$/),
      });
      const notes = await t.request('GET', `${BASE}/vendor/${complaint.vend_comp_id}/notes`, { token });
      expect(notes.body.data).toEqual([
        expect.objectContaining({
          kind: 'reply',
          channel: 'chat',
          text: 'About your payout: it goes out tomorrow.',
          author_id: t.adminId,
          author_name: 'Test Admin',
        }),
      ]);
      const audit = await auditOf('vendor_complaint', complaint.vend_comp_id);
      expect(audit.map((a) => [a.action, a.admin_id])).toEqual([
        ['complaint.moved', t.adminId],
        ['complaint.replied', t.adminId],
      ]);
      expect(JSON.parse(audit[1]?.after ?? '{}')).toEqual({
        note_id: notes.body.data[0].note_id,
        channel: 'chat',
      });
    });

    it('refuses a complaint_id of another vendor (or none at all) with the error ack and writes nothing', async () => {
      const ravi = await vendorWithRoom(t);
      const meena = await vendorWithRoom(t);
      const meenas = await insertVendorComplaint(db(), meena.vendor);
      const admin = await connected(t.baseUrl, token);
      open.push(admin);
      const before = await Promise.all([
        countOf('chat_messages'),
        countOf('complaint_notes'),
        countOf('audit_log'),
      ]);
      for (const complaintId of [meenas.vend_comp_id, 999_999]) {
        const ack = await admin.emitWithAck('sendMessage', {
          chat_room_id: ravi.roomId,
          message: 'This is about your complaint',
          complaint_id: complaintId,
        });
        expect(ack).toEqual({ ok: false, error: ComplaintMessages.notFound });
      }
      expect(
        await Promise.all([countOf('chat_messages'), countOf('complaint_notes'), countOf('audit_log')]),
      ).toEqual(before);
      const [row] = await db()
        .selectFrom('vendor_complaints')
        .select(['status', 'first_response_at'])
        .where('vend_comp_id', '=', meenas.vend_comp_id)
        .execute();
      expect(row).toEqual({ status: 'open', first_response_at: null });
    });

    it('stores neither the message nor the reply when the reply cannot be recorded', async () => {
      const ravi = await vendorWithRoom(t);
      const complaint = await insertVendorComplaint(db(), ravi.vendor);
      const admin = await connected(t.baseUrl, token);
      open.push(admin);
      // A reply whose recording fails.
      const allowAllNotes = await refuseInserts(db(), 'complaint_notes', 'text', 'REFUSE-ME');
      try {
        const before = await Promise.all([
          countOf('chat_messages'),
          countOf('complaint_notes'),
          countOf('audit_log'),
        ]);
        const ack = await admin.emitWithAck('sendMessage', {
          chat_room_id: ravi.roomId,
          message: 'REFUSE-ME',
          complaint_id: complaint.vend_comp_id,
        });
        expect(ack).toMatchObject({ ok: false });
        expect(
          await Promise.all([countOf('chat_messages'), countOf('complaint_notes'), countOf('audit_log')]),
        ).toEqual(before);
        const room = await db()
          .selectFrom('chat_rooms')
          .select('last_message')
          .where('room_id', '=', ravi.roomId)
          .executeTakeFirstOrThrow();
        expect(room.last_message).not.toBe('REFUSE-ME');
      } finally {
        await allowAllNotes();
      }
    });

    it("ignores a vendor's own complaint_id: the message is a plain message", async () => {
      const ravi = await vendorWithRoom(t);
      const complaint = await insertVendorComplaint(db(), ravi.vendor);
      const vendorSocket = await connected(t.baseUrl, ravi.token);
      open.push(vendorSocket);
      const ack = await vendorSocket.emitWithAck('sendMessage', {
        chat_room_id: ravi.roomId,
        message: 'Any news?',
        complaint_id: complaint.vend_comp_id,
      });
      expect(ack).toMatchObject({ ok: true });
      const notes = await t.request('GET', `${BASE}/vendor/${complaint.vend_comp_id}/notes`, { token });
      expect(notes.body.data).toEqual([]);
    });
  });
});
