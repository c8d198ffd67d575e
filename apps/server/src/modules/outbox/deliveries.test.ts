import { OUTBOX_MAX_ATTEMPTS, OutboxMessages, TeamMessages } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRows, outboxRow } from '../../test/fixtures';
import { onLiveEvent } from '../../test/live-events';
import { parseCsv } from '../../test/parse-csv';
import { rowCounts } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { enqueueOutbox } from './service';

const METRICS_TOKEN = 'metrics-token-for-the-outbox-tests';
/** Delivered by the handler these tests register; the seeded rows' `test.delivery` has none, so they stay put. */
const WORKER_KIND = 'test.worker';

const FIELDS = [
  'attempts',
  'created_at',
  'dedupe_key',
  'done_at',
  'id',
  'kind',
  'last_error',
  'next_attempt_at',
  'provider_message_id',
  'recipient',
  'status',
  'text',
  'updated_at',
];

/** The value of one sample line of /metrics, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split('\n')
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && wanted.every((label) => l.includes(label)),
    );
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

/** docs/product/deliveries.md over HTTP: the list, the retry, the bell, the dashboard, /metrics and readiness. */
describe(`deliveries API (${testDialect})`, () => {
  let t: TestApp;
  let owner: string;
  let dispatcher: string;
  let ids: { dead: number[]; pending: number; retrying: number; done: number; otherKind: number };
  /** What the test handler does with each attempt: fail (the provider is down) or deliver. */
  let providerDown = false;
  const delivered: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN, OUTBOX_POLL_MS: '50' });
    owner = await t.login();
    dispatcher = (await t.signInAs('dispatcher')).token;
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    const rows = await insertRows(t.database.handle.db, 'outbox', [
      outboxRow({ status: 'done', attempts: 1, done_at: minutesAgo(50), created_at: minutesAgo(60) }),
      outboxRow({
        status: 'dead',
        attempts: OUTBOX_MAX_ATTEMPTS,
        last_error: 'provider answered 503',
        created_at: minutesAgo(40),
      }),
      outboxRow({
        status: 'retrying',
        attempts: 3,
        last_error: 'timed out',
        next_attempt_at: new Date(Date.now() + 3_600_000).toISOString(),
        created_at: minutesAgo(30),
      }),
      outboxRow({ kind: 'test.other', created_at: minutesAgo(20) }),
      outboxRow({ status: 'dead', attempts: 1, last_error: 'refused for good', created_at: minutesAgo(10) }),
      outboxRow({ next_attempt_at: new Date(Date.now() + 3_600_000).toISOString() }),
    ]);
    ids = {
      done: rows[0]!.id,
      dead: [rows[1]!.id, rows[4]!.id],
      retrying: rows[2]!.id,
      otherKind: rows[3]!.id,
      pending: rows[5]!.id,
    };
    t.app.shared.outbox.register(WORKER_KIND, async (_payload, { dedupeKey }) => {
      if (providerDown) throw new Error('provider answered 503 Service Unavailable');
      delivered.push(dedupeKey);
    });
  });
  afterAll(() => t?.close());

  const call = (method: string, path: string, token = owner) =>
    t.request(method, `/api/v1${path}`, token ? { token } : {});
  const rowOf = (id: number) =>
    t.database.handle.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('lists deliveries newest first, paged with a total, without their payload', async () => {
    const res = await call('GET', '/admin/outbox?limit=2&kind=test.delivery');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    expect(res.body.data.map((d: { id: number }) => d.id)).toEqual([ids.pending, ids.dead[1]]);
    for (const item of res.body.data) {
      expect(Object.keys(item).sort()).toEqual(FIELDS);
      // Not a message: no recipient, text or provider id (a message's: modules/messages/delivery.test.ts).
      expect(item).toMatchObject({ recipient: null, text: null, provider_message_id: null });
    }
    const [pending, dead] = res.body.data;
    expect(pending).toMatchObject({ status: 'pending', attempts: 0, last_error: null, done_at: null });
    expect(pending.next_attempt_at).toEqual(expect.any(String));
    expect(dead).toMatchObject({
      status: 'dead',
      attempts: 1,
      last_error: 'refused for good',
      next_attempt_at: null,
    });

    const oldest = await call('GET', '/admin/outbox?sort=id&limit=1');
    expect(oldest.body.data[0].id).toBe(ids.done);
    expect(oldest.body.data[0]).toMatchObject({ status: 'done', next_attempt_at: null });
    expect(oldest.body.data[0].done_at).toEqual(expect.any(String));
  });

  it('filters by status and by kind; without limit every match', async () => {
    const dead = await call('GET', '/admin/outbox?status=dead&limit=50');
    expect(dead.body.data.map((d: { id: number }) => d.id)).toEqual([...ids.dead].reverse());
    expect(dead.body.total).toBe(2);
    const retrying = await call('GET', '/admin/outbox?status=retrying');
    expect(retrying.status).toBe(200);
    expect(retrying.body.data.map((d: { id: number }) => d.id)).toEqual([ids.retrying]);
    const other = await call('GET', '/admin/outbox?kind=test.other&limit=10');
    expect(other.body).toMatchObject({ total: 1, data: [{ id: ids.otherKind, kind: 'test.other' }] });
    const none = await call('GET', '/admin/outbox?kind=test.other&status=dead&limit=10');
    expect(none.body).toEqual({ success: true, data: [], total: 0 });
  });

  it('refuses a bad filter or page with 400 naming it, and a caller without a token or the permission', async () => {
    for (const [query, field] of [
      ['status=failed', 'status'],
      ['kind=Refund%20Request', 'kind'],
      ['limit=0', 'limit'],
      ['sort=kind', 'sort'],
    ] as const) {
      const res = await call('GET', `/admin/outbox?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.errors?.map((e: { path: string }) => e.path)).toContain(field);
    }
    expect((await call('GET', '/admin/outbox?status=dead&limit=5', '')).status).toBe(401);
    const refused = await call('GET', '/admin/outbox', dispatcher);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: TeamMessages.forbidden });
    const operations = (await t.signInAs('operations')).token;
    expect((await call('GET', '/admin/outbox?limit=1', operations)).status).toBe(200);
  });

  it('exports the list as CSV, audited, with the JSON list’s fields', async () => {
    const res = await call('GET', '/admin/outbox?status=dead&format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/filename="deliveries-\d{4}-\d{2}-\d{2}\.csv"/);
    const csv = parseCsv(res.body);
    expect([...csv.header].sort()).toEqual(FIELDS);
    expect(csv.records.map((r) => Number(r.id))).toEqual([...ids.dead].reverse());
    const audit = await t.database.handle.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('action', '=', 'deliveries.exported')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after!)).toEqual({ status: 'dead' });
  });

  it('the bell and the dashboard count the dead deliveries', async () => {
    const bell = await call('GET', '/admin/notifications');
    expect(bell.status).toBe(200);
    expect(bell.body.data.counts.failed_deliveries).toBe(2);
    const dashboard = await call('GET', '/admin/dashboard');
    expect(dashboard.body.data.kpis.failed_deliveries).toBe(2);
  });

  it('refuses a retry of a delivery that is not dead (409), unknown (404), a bad id (400) or without the permission (403), writing nothing', async () => {
    const before = await rowCounts(t.database.handle.db);
    for (const id of [ids.pending, ids.retrying, ids.done]) {
      const res = await call('POST', `/admin/outbox/${id}/retry`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, message: OutboxMessages.notDead });
    }
    const unknown = await call('POST', '/admin/outbox/999999/retry');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: OutboxMessages.notFound });
    for (const bad of ['abc', '0', '1.5', '99999999999']) {
      const res = await call('POST', `/admin/outbox/${bad}/retry`);
      expect(res.status, bad).toBe(400);
      expect(res.body.errors?.[0]?.path).toBe('id');
    }
    const refused = await call('POST', `/admin/outbox/${ids.dead[0]}/retry`, dispatcher);
    expect(refused.status).toBe(403);
    expect((await call('POST', `/admin/outbox/${ids.dead[0]}/retry`, '')).status).toBe(401);
    expect(await rowCounts(t.database.handle.db)).toEqual(before);
    expect((await rowOf(ids.dead[0]!)).status).toBe('dead');
  });

  it('retries a dead delivery once however many ask at once: pending now, attempts from 0, audited, told to admins', async () => {
    const id = ids.dead[0]!;
    const told: number[] = [];
    const stop = onLiveEvent(t.app, (event) => {
      if (event.type === 'delivery.retried') told.push(event.id);
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/admin/outbox/${id}/retry`)),
    );
    stop();
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const ok = answers.find((a) => a.status === 200)!;
    expect(ok.body.data).toMatchObject({
      id,
      status: 'pending',
      attempts: 0,
      last_error: 'provider answered 503',
      done_at: null,
    });
    expect(Date.parse(ok.body.data.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    expect(told).toEqual([id]);
    const audit = await t.database.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'outbox.retried')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: 'outbox', entity_id: String(id), admin_id: t.adminId });
    expect((await call('GET', '/admin/notifications')).body.data.counts.failed_deliveries).toBe(1);
  });

  it('delivers a retried row once the provider is back: the worker takes it at once', async () => {
    const [dead] = await insertRows(t.database.handle.db, 'outbox', [
      outboxRow({
        kind: WORKER_KIND,
        dedupe_key: 'worker:retried',
        status: 'dead',
        attempts: OUTBOX_MAX_ATTEMPTS,
        last_error: 'provider answered 503',
      }),
    ]);
    const id = dead!.id;
    // A dead row is never claimed.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(delivered).toEqual([]);
    const res = await call('POST', `/admin/outbox/${id}/retry`);
    expect(res.status).toBe(200);
    await until(async () => (await rowOf(id)).status === 'done');
    expect(delivered).toEqual(['worker:retried']);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('/metrics shows the depth by status, the oldest pending age and the deliveries by kind and result', async () => {
    providerDown = true;
    const failing = (await enqueueOutbox(t.database.handle.db, {
      kind: WORKER_KIND,
      dedupeKey: 'worker:down',
      payload: {},
    }))!;
    await until(async () => (await rowOf(failing)).status === 'retrying');
    providerDown = false;
    const ok = (await enqueueOutbox(t.database.handle.db, {
      kind: WORKER_KIND,
      dedupeKey: 'worker:up',
      payload: {},
    }))!;
    await until(async () => (await rowOf(ok)).status === 'done');

    const counts = await t.database.handle.db
      .selectFrom('outbox')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const countOf = (status: string) => Number(counts.find((c) => c.status === status)?.n ?? 0);
    const res = await t.request('GET', '/metrics', { token: METRICS_TOKEN });
    expect(res.status).toBe(200);
    const text: string = res.body;
    for (const status of ['pending', 'retrying', 'dead']) {
      expect(sample(text, 'outbox_depth', { status }), status).toBe(countOf(status));
    }
    expect(sample(text, 'outbox_depth', { status: 'done' })).toBeUndefined();
    // The oldest not delivered: the dead row retried above (no handler delivers its kind), made 40 minutes ago.
    const waiting = await t.database.handle.db
      .selectFrom('outbox')
      .select('created_at')
      .where('status', 'in', ['pending', 'retrying'])
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    const expected = (Date.now() - Date.parse(waiting.created_at)) / 1000;
    expect(expected).toBeGreaterThan(39 * 60);
    const age = sample(text, 'outbox_oldest_pending_age_seconds')!;
    expect(age).toBeGreaterThan(expected - 5);
    expect(age).toBeLessThanOrEqual(expected);
    expect(sample(text, 'outbox_deliveries_total', { kind: WORKER_KIND, result: 'retry' })).toBe(1);
    expect(sample(text, 'outbox_deliveries_total', { kind: WORKER_KIND, result: 'done' })).toBe(2);
  });

  it('stays ready while the provider is down: readiness does not ask the outbox', async () => {
    providerDown = true;
    const id = (await enqueueOutbox(t.database.handle.db, {
      kind: WORKER_KIND,
      dedupeKey: 'worker:ready',
      payload: {},
    }))!;
    await until(async () => (await rowOf(id)).attempts >= 1 && (await rowOf(id)).status === 'retrying');
    const ready = await t.request('GET', '/api/v1/health/ready');
    expect(ready.status).toBe(200);
    providerDown = false;
  });
});
