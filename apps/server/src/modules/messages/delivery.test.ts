import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OUTBOX_MAX_ATTEMPTS } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSms } from '../../adapters/sms/http-sms';
import {
  FAKE_WHATSAPP_PHONE_NUMBER_ID,
  FAKE_WHATSAPP_TOKEN,
  type FakeWhatsApp,
  startFakeWhatsApp,
  WHATSAPP_ERRORS,
} from '../../test/fake-whatsapp';
import { parseCsv } from '../../test/parse-csv';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { queueMessage } from './service';

const OUTBOX = '/api/v1/admin/outbox';
const VENDOR_PHONE = '9876512345';
const APPROVED_TEXT =
  'Hi Ravi Kumar, Ravi Plumbing Works is approved on Seva. Open the app to start taking jobs. - Seva';

/** A local SMS gateway: answers each POST with the status it is told (500 while "down"), and records it. */
async function startGateway() {
  const received: { headers: IncomingHttpHeaders; body: { reference?: string }; answered: number }[] = [];
  let status = 200;
  let accepted = 0;
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      const answered = status;
      received.push({ headers: req.headers, body: JSON.parse(data), answered });
      if (answered >= 200 && answered < 300) {
        accepted += 1;
        res.writeHead(answered, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: 'accepted', message_id: `gw-${accepted}` }));
      } else {
        res.writeHead(answered, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: answered >= 500 ? 'gateway down' : 'number barred' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    received,
    answer(next: number) {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Delivery {
  id: number;
  kind: string;
  dedupe_key: string;
  status: string;
  attempts: number;
  last_error: string | null;
  recipient: string | null;
  text: string | null;
  provider_message_id: string | null;
}

/** What a scene of these tests needs of its app. */
function helpers(app: () => TestApp, token: () => string) {
  const db = () => app().database.handle.db;
  /** A `vendor.approved` message to VENDOR_PHONE, written as a decision would: its dedupe key. */
  async function approve(): Promise<string> {
    const id = await db()
      .transaction()
      .execute((trx) =>
        queueMessage(app().app.config, trx, {
          event: 'vendor.approved',
          to: VENDOR_PHONE,
          values: { vendor_name: 'Ravi Kumar', business_name: 'Ravi Plumbing Works' },
          about: { vendorId: 1 },
        }),
      );
    const row = await db()
      .selectFrom('messages')
      .select('dedupe_key')
      .where('message_id', '=', id!)
      .executeTakeFirstOrThrow();
    return row.dedupe_key;
  }
  async function until(condition: () => Promise<boolean>, timeoutMs = 15_000) {
    const end = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  /** The delivery as Deliveries shows it. */
  async function shown(key: string): Promise<Delivery> {
    const res = await app().request('GET', OUTBOX, { token: token() });
    expect(res.status).toBe(200);
    const row = res.body.data.find((d: Delivery) => d.dedupe_key === key);
    expect(row).toBeDefined();
    return row;
  }
  /** Waits until attempt `attempts` of the delivery has been recorded (no lease left), and shows it. */
  async function attempted(key: string, attempts: number): Promise<Delivery> {
    await until(async () => {
      const row = await db()
        .selectFrom('outbox')
        .select(['attempts', 'locked_until', 'status'])
        .where('dedupe_key', '=', key)
        .executeTakeFirst();
      return row?.attempts === attempts && row.locked_until === null && row.status !== 'pending';
    });
    return shown(key);
  }
  /** Makes a retrying delivery due now, as if its wait had passed (waits are not slept through). */
  const dueNow = (id: number) =>
    db()
      .updateTable('outbox')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'retrying')
      .execute();
  const providerIdOf = async (key: string) =>
    (
      await db()
        .selectFrom('messages')
        .select('provider_message_id')
        .where('dedupe_key', '=', key)
        .executeTakeFirstOrThrow()
    ).provider_message_id;
  return { db, approve, until, shown, attempted, dueNow, providerIdOf };
}

describe(`SMS messages through the outbox while the gateway is down (${testDialect})`, () => {
  let t: TestApp;
  let owner: string;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  const h = helpers(
    () => t,
    () => owner,
  );

  beforeAll(async () => {
    gateway = await startGateway();
    t = await createTestApp({ OUTBOX_POLL_MS: '50' }, { sms: createHttpSms(gateway.url, 'gw-token') });
    owner = await t.login();
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
  });

  it('is retried while the gateway answers 500, and delivered once when it is back', async () => {
    gateway.answer(500);
    const key = await h.approve();
    const first = await h.attempted(key, 1);
    expect(first).toMatchObject({
      kind: 'sms',
      status: 'retrying',
      attempts: 1,
      last_error: 'SMS gateway answered 500: gateway down',
      recipient: 'XXXXXX2345',
      text: APPROVED_TEXT,
      provider_message_id: null,
    });
    await h.dueNow(first.id);
    const second = await h.attempted(key, 2);
    expect(second).toMatchObject({ status: 'retrying', attempts: 2 });

    gateway.answer(200);
    await h.dueNow(second.id);
    const done = await h.attempted(key, 3);
    expect(done).toMatchObject({
      status: 'done',
      attempts: 3,
      recipient: 'XXXXXX2345',
      text: APPROVED_TEXT,
      provider_message_id: 'gw-1',
    });
    expect(await h.providerIdOf(key)).toBe('gw-1');
    // Three requests, each with the same reference (the gateway's idempotency key); one accepted.
    const mine = gateway.received.filter((r) => r.body.reference === key);
    expect(mine.map((r) => r.answered)).toEqual([500, 500, 200]);
    expect(mine.every((r) => r.headers['idempotency-key'] === key)).toBe(true);
    expect(mine.every((r) => r.headers.authorization === 'Bearer gw-token')).toBe(true);
    expect(mine[2]?.body).toEqual({ to: VENDOR_PHONE, message: APPROVED_TEXT, reference: key });
    // Nothing more is sent once done.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(gateway.received.filter((r) => r.body.reference === key)).toHaveLength(3);
  }, 60_000);

  it(`is dead after ${OUTBOX_MAX_ATTEMPTS} attempts; retried from Deliveries it is delivered`, async () => {
    gateway.answer(500);
    const key = await h.approve();
    let row = await h.attempted(key, 1);
    for (let attempt = 2; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      expect(row.status).toBe('retrying');
      await h.dueNow(row.id);
      row = await h.attempted(key, attempt);
    }
    expect(row).toMatchObject({
      status: 'dead',
      attempts: OUTBOX_MAX_ATTEMPTS,
      last_error: 'SMS gateway answered 500: gateway down',
      provider_message_id: null,
    });
    expect(gateway.received.filter((r) => r.body.reference === key)).toHaveLength(OUTBOX_MAX_ATTEMPTS);

    gateway.answer(200);
    const retried = await t.request('POST', `${OUTBOX}/${row.id}/retry`, { token: owner });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({
      id: row.id,
      kind: 'sms',
      recipient: 'XXXXXX2345',
      text: APPROVED_TEXT,
    });
    await h.until(async () => (await h.shown(key)).status === 'done');
    const done = await h.shown(key);
    expect(done).toMatchObject({
      status: 'done',
      attempts: 1,
      provider_message_id: expect.stringMatching(/^gw-/),
    });
    const mine = gateway.received.filter((r) => r.body.reference === key);
    expect(mine).toHaveLength(OUTBOX_MAX_ATTEMPTS + 1);
    expect(mine.filter((r) => r.answered === 200)).toHaveLength(1);
  }, 120_000);

  it('the Deliveries CSV carries the recipient masked, the text and the provider’s id', async () => {
    gateway.answer(200);
    const key = await h.approve();
    const done = await h.attempted(key, 1);
    expect(done.status).toBe('done');
    const res = await t.request('GET', `${OUTBOX}?kind=sms&format=csv`, { token: owner });
    expect(res.status).toBe(200);
    const row = parseCsv(res.body).records.find((r) => r.dedupe_key === key);
    expect(row).toMatchObject({
      kind: 'sms',
      status: 'done',
      recipient: 'XXXXXX2345',
      text: APPROVED_TEXT,
      provider_message_id: done.provider_message_id,
    });
    expect(JSON.stringify(res.body)).not.toContain(VENDOR_PHONE);
  }, 30_000);

  it('a 4xx refusal is dead at once; a 429 is tried again', async () => {
    gateway.answer(400);
    const refused = await h.approve();
    expect(await h.attempted(refused, 1)).toMatchObject({
      status: 'dead',
      attempts: 1,
      last_error: 'SMS gateway answered 400: number barred',
    });

    gateway.answer(429);
    const throttled = await h.approve();
    expect(await h.attempted(throttled, 1)).toMatchObject({ status: 'retrying', attempts: 1 });
    gateway.answer(200);
    const row = await h.shown(throttled);
    await h.dueNow(row.id);
    expect(await h.attempted(throttled, 2)).toMatchObject({ status: 'done', attempts: 2 });
  }, 60_000);
});

describe(`WhatsApp messages against the local Cloud API (${testDialect})`, () => {
  let t: TestApp;
  let owner: string;
  let fake: FakeWhatsApp;
  const h = helpers(
    () => t,
    () => owner,
  );

  beforeAll(async () => {
    fake = await startFakeWhatsApp();
    fake.templates.set('vendor_approved', 2);
    t = await createTestApp(fake.env({ OUTBOX_POLL_MS: '50' }));
    owner = await t.login();
    const res = await t.request('PUT', '/api/v1/admin/message-templates/vendor.approved', {
      token: owner,
      body: { channel: 'whatsapp', whatsapp_template: 'vendor_approved' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ channel: 'whatsapp', sends_by: 'whatsapp' });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('sends the template with its parameters and the bearer token, and keeps Meta’s message id', async () => {
    const key = await h.approve();
    const done = await h.attempted(key, 1);
    const sent = fake.requests.filter(
      (r) => (r.body as { biz_opaque_callback_data?: string }).biz_opaque_callback_data === key,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: `/v21.0/${FAKE_WHATSAPP_PHONE_NUMBER_ID}/messages`,
      authorization: `Bearer ${FAKE_WHATSAPP_TOKEN}`,
      answered: 200,
    });
    expect(sent[0]?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: `91${VENDOR_PHONE}`,
      type: 'template',
      template: {
        name: 'vendor_approved',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ravi Kumar' },
              { type: 'text', text: 'Ravi Plumbing Works' },
            ],
          },
        ],
      },
      biz_opaque_callback_data: key,
    });
    expect(done).toMatchObject({
      kind: 'whatsapp',
      status: 'done',
      recipient: 'XXXXXX2345',
      text: APPROVED_TEXT,
      provider_message_id: expect.stringMatching(/^wamid\./),
    });
    expect(await h.providerIdOf(key)).toBe(done.provider_message_id);
  }, 30_000);

  it('tries a temporary error (130429 rate limit, 131000) again, and a final one (131026) is dead at once', async () => {
    fake.fail(WHATSAPP_ERRORS.rateLimit, 1);
    const limited = await h.approve();
    const first = await h.attempted(limited, 1);
    expect(first).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(first.last_error).toBe('WhatsApp Cloud API answered 400 (code 130429): (#130429) Rate limit hit');
    fake.fail(WHATSAPP_ERRORS.unknown, 1);
    await h.dueNow(first.id);
    const second = await h.attempted(limited, 2);
    expect(second).toMatchObject({ status: 'retrying', attempts: 2 });
    expect(second.last_error).toContain('131000');
    await h.dueNow(second.id);
    expect(await h.attempted(limited, 3)).toMatchObject({
      status: 'done',
      provider_message_id: expect.stringMatching(/^wamid\./),
    });

    fake.fail(WHATSAPP_ERRORS.undeliverable, 1);
    const undeliverable = await h.approve();
    const dead = await h.attempted(undeliverable, 1);
    expect(dead).toMatchObject({ status: 'dead', attempts: 1, provider_message_id: null });
    expect(dead.last_error).toBe(
      'WhatsApp Cloud API answered 400 (code 131026): (#131026) Message Undeliverable',
    );
  }, 30_000);

  it('a template Meta does not know is refused for good; the token appears in no error', async () => {
    await t.request('PUT', '/api/v1/admin/message-templates/vendor.approved', {
      token: owner,
      body: { whatsapp_template: 'vendor_approved_v2' },
    });
    const key = await h.approve();
    const dead = await h.attempted(key, 1);
    expect(dead).toMatchObject({ status: 'dead', attempts: 1 });
    expect(dead.last_error).toBe(
      'WhatsApp Cloud API answered 404 (code 132001): (#132001) Template name does not exist in the translation',
    );
    const errors = await h.db().selectFrom('outbox').select('last_error').execute();
    expect(errors.every((e) => !e.last_error?.includes(FAKE_WHATSAPP_TOKEN))).toBe(true);
    await t.request('PUT', '/api/v1/admin/message-templates/vendor.approved', {
      token: owner,
      body: { whatsapp_template: 'vendor_approved' },
    });
  }, 30_000);
});
