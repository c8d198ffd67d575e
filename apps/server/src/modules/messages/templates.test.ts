import {
  AuthMessages,
  MESSAGE_EVENT_KEYS,
  MESSAGE_EVENTS,
  MessageTemplateMessages,
  TeamMessages,
} from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCounts } from '../../test/row-counts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { queueMessage } from './service';

const BASE = '/api/v1/admin/message-templates';

/** docs/product/messages.md#api over HTTP: the templates, an edit (validated, audited), preview and disable. */
describe(`message templates API (${testDialect})`, () => {
  let t: TestApp;
  let owner: string;
  let operations: string;
  let dispatcher: string;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login();
    operations = (await t.signInAs('operations')).token;
    dispatcher = (await t.signInAs('dispatcher')).token;
  });
  afterAll(() => t?.close());

  const put = (key: string, body: unknown, token = owner) =>
    t.request('PUT', `${BASE}/${key}`, { body, token });
  const preview = (key: string, body: unknown, token = owner) =>
    t.request('POST', `${BASE}/${key}/preview`, { body, token });
  const auditOf = (key: string) =>
    db()
      .selectFrom('audit_log')
      .select(['action', 'admin_id', 'before', 'after'])
      .where('entity', '=', 'message_template')
      .where('entity_id', '=', key)
      .orderBy('id')
      .execute();

  it('lists every event’s template, the defaults until edited, in the events’ order', async () => {
    const res = await t.request('GET', BASE, { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.map((x: { key: string }) => x.key)).toEqual(MESSAGE_EVENT_KEYS);
    const rejected = res.body.data.find((x: { key: string }) => x.key === 'vendor.rejected');
    expect(rejected).toEqual({
      key: 'vendor.rejected',
      label: 'Application rejected',
      recipient: 'vendor',
      channel: 'sms',
      sends_by: 'sms',
      text: MESSAGE_EVENTS['vendor.rejected'].text,
      placeholders: ['vendor_name', 'business_name', 'reason'],
      dlt_template_id: null,
      whatsapp_template: null,
      enabled: true,
      updated_at: null,
      updated_by_name: null,
    });
    // Operations may manage them too.
    expect((await t.request('GET', BASE, { token: operations })).status).toBe(200);
  });

  it('saves an edit, shows who made it, and audits it with before and after', async () => {
    const text = 'Namaste {vendor_name}, {business_name} is live on Seva. - Seva';
    const res = await put('vendor.approved', { text, dlt_template_id: '1107161234567890123' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      key: 'vendor.approved',
      channel: 'sms',
      sends_by: 'sms',
      text,
      dlt_template_id: '1107161234567890123',
      enabled: true,
      updated_at: expect.stringMatching(/Z$/),
      updated_by_name: TEST_ADMIN.name,
    });
    const list = await t.request('GET', BASE, { token: owner });
    expect(list.body.data.find((x: { key: string }) => x.key === 'vendor.approved')).toEqual(res.body.data);

    const audit = await auditOf('vendor.approved');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe('message_template.updated');
    expect(audit[0]?.admin_id).toBe(t.adminId);
    expect(JSON.parse(audit[0]?.before ?? 'null')).toEqual({
      channel: 'sms',
      text: MESSAGE_EVENTS['vendor.approved'].text,
      dlt_template_id: null,
      whatsapp_template: null,
      enabled: true,
    });
    expect(JSON.parse(audit[0]?.after ?? 'null')).toEqual({
      channel: 'sms',
      text,
      dlt_template_id: '1107161234567890123',
      whatsapp_template: null,
      enabled: true,
    });

    // A second edit starts from the saved version.
    const again = await put('vendor.approved', { dlt_template_id: null }, operations);
    expect(again.body.data).toMatchObject({ text, dlt_template_id: null });
    const second = (await auditOf('vendor.approved'))[1];
    expect(JSON.parse(second?.before ?? 'null')).toMatchObject({
      text,
      dlt_template_id: '1107161234567890123',
    });
    expect(JSON.parse(second?.after ?? 'null')).toMatchObject({ text, dlt_template_id: null });
  });

  it('refuses bad edits, naming an unknown placeholder, and writes nothing', async () => {
    const before = await rowCounts(db());
    const unknown = await put('vendor.rejected', { text: 'Hi {vendor_name}, {resaon}. - Seva' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown placeholder {resaon}');
    expect(unknown.body.message).toBe(MessageTemplateMessages.unknownPlaceholder('resaon'));

    const cases: [unknown, string | RegExp][] = [
      [{ text: '' }, MessageTemplateMessages.textRequired],
      [{ text: '   ' }, MessageTemplateMessages.textRequired],
      [{ text: 'x'.repeat(1531) }, MessageTemplateMessages.textTooLong],
      [{}, MessageTemplateMessages.nothingToChange],
      [{ channel: 'email' }, 'channel must be sms or whatsapp'],
      [{ dlt_template_id: '123' }, /dlt_template_id/],
      [{ whatsapp_template: 'Vendor Approved' }, /whatsapp_template/],
      [{ enabled: 'no' }, /enabled/],
      [{ text: 'Hi', extra: 1 }, /./],
      [{ channel: 'whatsapp' }, MessageTemplateMessages.whatsappTemplateRequired],
      [{ channel: 'whatsapp', whatsapp_template: null }, MessageTemplateMessages.whatsappTemplateRequired],
    ];
    for (const [body, message] of cases) {
      const res = await put('vendor.rejected', body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body).slice(0, 40)).toMatch(message);
    }
    const missing = await put('vendor.no_such_event', { text: 'Hello' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Message template not found');
    expect(await rowCounts(db())).toEqual(before);
  });

  it('is 401 without a session and 403 for a dispatcher (no messages.manage), writing nothing', async () => {
    const before = await rowCounts(db());
    for (const [method, path, body] of [
      ['GET', BASE, undefined],
      ['PUT', `${BASE}/vendor.approved`, { text: 'Hello {vendor_name}' }],
      ['POST', `${BASE}/vendor.approved/preview`, {}],
    ] as const) {
      const none = await t.request(method, path, { body });
      expect(none.status, `${method} ${path}`).toBe(401);
      expect(none.body.message).toBe(AuthMessages.noToken);
      const refused = await t.request(method, path, { body, token: dispatcher });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.message).toBe(TeamMessages.forbidden);
    }
    expect(await rowCounts(db())).toEqual(before);
  });

  it('previews a text for the event’s sample, with its SMS length, writing nothing', async () => {
    const before = await rowCounts(db());
    const saved = await preview('vendor.rejected', {});
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      text: 'Hi Ravi Kumar, your application for Ravi Plumbing Works was not approved: The PAN card photo is not readable. You can correct it and apply again in the app. - Seva',
      encoding: 'GSM-7',
      length: 163,
      segments: 2,
      sample: MESSAGE_EVENTS['vendor.rejected'].sample,
    });
    // Without a body at all, the saved text too.
    const bare = await preview('vendor.rejected', undefined);
    expect(bare.status).toBe(200);
    expect(bare.body.data).toEqual(saved.body.data);

    // Hindi goes as UCS-2: 70 characters in one part, 67 a part beyond.
    const hindi =
      'नमस्ते {vendor_name}, आपका आवेदन स्वीकार नहीं हुआ: {reason}। कृपया ऐप में सुधार कर फिर से आवेदन करें। - सेवा';
    const hi = await preview('vendor.rejected', { text: hindi });
    expect(hi.status).toBe(200);
    expect(hi.body.data.text).toBe(
      'नमस्ते Ravi Kumar, आपका आवेदन स्वीकार नहीं हुआ: The PAN card photo is not readable। कृपया ऐप में सुधार कर फिर से आवेदन करें। - सेवा',
    );
    expect(hi.body.data.encoding).toBe('UCS-2');
    expect(hi.body.data.length).toBe(hi.body.data.text.length);
    expect(hi.body.data.segments).toBe(Math.ceil(hi.body.data.text.length / 67));
    expect(hi.body.data.segments).toBe(2);

    // A GSM-7 text with € counts it twice: 159 plain characters and one € are 161 septets, two parts.
    const euro = await preview('vendor.unblocked', { text: `${'a'.repeat(159)}€` });
    expect(euro.body.data).toMatchObject({ encoding: 'GSM-7', length: 161, segments: 2 });
    const fits = await preview('vendor.unblocked', { text: `${'a'.repeat(158)}€` });
    expect(fits.body.data).toMatchObject({ encoding: 'GSM-7', length: 160, segments: 1 });

    const unknown = await preview('vendor.unblocked', { text: 'Hi {reason}' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown placeholder {reason}');
    expect((await preview('vendor.unblocked', { text: '' })).body.message).toBe(
      MessageTemplateMessages.textRequired,
    );
    expect((await preview('nope', {})).status).toBe(404);
    expect(await rowCounts(db())).toEqual(before);
  });

  it('a disabled template sends nothing: queueMessage writes no message and no delivery', async () => {
    const off = await put('vendor.unblocked', { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.data.enabled).toBe(false);
    const before = await rowCounts(db());
    const written = await db()
      .transaction()
      .execute((trx) =>
        queueMessage(t.app.config, trx, {
          event: 'vendor.unblocked',
          to: '9876500001',
          values: { vendor_name: 'Ravi', business_name: 'Ravi Works' },
          about: { vendorId: 1 },
        }),
      );
    expect(written).toBeNull();
    expect(await rowCounts(db())).toEqual(before);

    // Enabled again, it writes its message and its delivery.
    await put('vendor.unblocked', { enabled: true });
    const id = await db()
      .transaction()
      .execute((trx) =>
        queueMessage(t.app.config, trx, {
          event: 'vendor.unblocked',
          to: '9876500001',
          values: { vendor_name: 'Ravi', business_name: 'Ravi Works' },
          about: { vendorId: 1 },
        }),
      );
    expect(id).toEqual(expect.any(Number));
    const message = await db()
      .selectFrom('messages')
      .selectAll()
      .where('message_id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({
      channel: 'sms',
      text: 'Hi Ravi, your Seva account is active again. - Seva',
    });
    const delivery = await db()
      .selectFrom('outbox')
      .select('kind')
      .where('dedupe_key', '=', message.dedupe_key)
      .executeTakeFirstOrThrow();
    expect(delivery.kind).toBe('sms');
  });

  it('a WhatsApp template on a server without WHATSAPP_* goes by SMS, and says so', async () => {
    const res = await put('booking.received', { channel: 'whatsapp', whatsapp_template: 'booking_received' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      channel: 'whatsapp',
      whatsapp_template: 'booking_received',
      sends_by: 'sms',
    });
    const sent = t.outbox.length;
    const id = await db()
      .transaction()
      .execute((trx) =>
        queueMessage(t.app.config, trx, {
          event: 'booking.received',
          to: '9876500002',
          values: {
            customer_first_name: 'Anita',
            booking_id: '7',
            service: 'Tap repair',
            time: '2 Dec 2026, 10:30 IST',
            area: 'Koramangala',
          },
          about: { bookingId: 7 },
        }),
      );
    const message = await db()
      .selectFrom('messages')
      .selectAll()
      .where('message_id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(message.channel).toBe('sms');
    const text =
      'Hi Anita, we have your booking #7 for Tap repair on 2 Dec 2026, 10:30 IST. We will tell you who is coming. - Seva';
    // Another test's message to another phone may still be on its way: only this phone's are this one's.
    const toAnita = () => t.outbox.slice(sent).filter((sms) => sms.to === '9876500002');
    await expect.poll(toAnita, { timeout: 10_000 }).toHaveLength(1);
    expect(toAnita()).toEqual([{ to: '9876500002', message: text }]);
  });
});
