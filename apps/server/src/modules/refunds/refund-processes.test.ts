import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, insertCategory, insertCustomer, insertCustomerPayment } from '../../test/factories';
import { type FakeRazorpay, type RecordedRequest, startFakeRazorpay } from '../../test/fake-razorpay';
import { mfaCode, nextMfaCode } from '../../test/mfa';
import {
  buildServerBundle,
  requestJson,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../../test/server-process';
import { TEST_ADMIN } from '../../test/test-app';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import { ensureAdmin } from '../auth/bootstrap';

/**
 * Refunds across real server processes (docs/product/refunds.md#delivery): a process killed with SIGKILL
 * after Razorpay made the refund but before its answer came back loses nothing, and the process after
 * it finds the refund by its receipt instead of asking for a second one; two processes sharing one
 * database ask for each refund once.
 */
describe(`refunds across server processes (${testDialect})`, () => {
  let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
  let database: TestDatabase;
  let fake: FakeRazorpay;
  const servers: ServerProcess[] = [];
  const db = () => database.handle.db;

  beforeAll(async () => {
    bundle = await buildServerBundle();
    database = await createTestDatabase();
    await ensureAdmin(database.handle.db, { ...TEST_ADMIN });
    fake = await startFakeRazorpay();
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await stopServerProcess(server);
    await fake?.close();
    await database?.drop();
    bundle?.remove();
  }, 30_000);

  /** A server process on the fake Razorpay; `leaseMs` short where a test waits for a dead process's lease. */
  const start = async (leaseMs = 60_000) => {
    const server = await startServerProcess(bundle.entry, database.url, undefined, {
      ...fake.env({ OUTBOX_POLL_MS: '100', OUTBOX_LEASE_MS: String(leaseMs) }),
    });
    servers.push(server);
    return server;
  };
  async function until(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  /**
   * The owner's token on `server` with a two-step code entered in its session (so refunds may be asked):
   * turning two-step sign-in on the first time, signing in with a code once it is on.
   */
  async function steppedUpOwner(server: ServerProcess): Promise<string> {
    const login = await requestJson(`${server.url}/api/v1/admin/login`, 'POST', {
      email: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    if (login.body.mfa_required === true) {
      const admin = await db()
        .selectFrom('admins')
        .select('id')
        .where('email', '=', TEST_ADMIN.email)
        .executeTakeFirstOrThrow();
      const second = await requestJson(`${server.url}/api/v1/admin/login/mfa`, 'POST', {
        mfa_token: login.body.mfa_token,
        code: await nextMfaCode(db(), admin.id),
      });
      if (second.status !== 200) throw new Error(`two-step sign-in: ${second.status}`);
      return second.body.token as string;
    }
    const token = login.body.token as string;
    const setup = await requestJson(`${server.url}/api/v1/admin/me/mfa/setup`, 'POST', undefined, token);
    if (setup.status !== 200) throw new Error(`mfa setup: ${setup.status}`);
    const enabled = await requestJson(
      `${server.url}/api/v1/admin/me/mfa/enable`,
      'POST',
      { code: mfaCode(setup.body.data.secret) },
      token,
    );
    if (enabled.status !== 200) throw new Error(`mfa enable: ${enabled.status}`);
    return token;
  }
  /** Customer payments of `rupees` each, captured at the fake Razorpay (orders made through its API). */
  async function paidPayments(
    count: number,
    rupees: number,
  ): Promise<{ paymentId: number; providerId: string }[]> {
    const category = await insertCategory(db(), {});
    const customer = await insertCustomer(db(), { customer_name: 'Ravi Kumar' });
    const auth = `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`;
    const paid = [];
    for (let i = 0; i < count; i++) {
      const res = await fetch(`${fake.url}/v1/orders`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: rupees * 100, currency: 'INR' }),
      });
      const order = (await res.json()) as { id: string };
      const payment = fake.capture(order.id);
      const booking = await insertBooking(db(), customer, category, { service_price: rupees, is_booked: 1 });
      const row = await insertCustomerPayment(db(), booking, {
        payment_amount: rupees,
        payment_ref_no: payment.id,
      });
      paid.push({ paymentId: row.payment_id, providerId: payment.id });
    }
    return paid;
  }
  const refundRow = (refundId: number) =>
    db().selectFrom('refunds').selectAll().where('refund_id', '=', refundId).executeTakeFirstOrThrow();
  const deliveryRow = (refundId: number) =>
    db()
      .selectFrom('outbox')
      .selectAll()
      .where('dedupe_key', '=', `refund:${refundId}`)
      .executeTakeFirstOrThrow();

  it('a SIGKILL after Razorpay made the refund, before its answer: the next process finds it by receipt and never asks again', async () => {
    const first = await start(3000);
    const token = await steppedUpOwner(first);
    const [paid] = await paidPayments(1, 700);
    const lost = new Promise<RecordedRequest>((resolve) =>
      fake.loseAnswers('POST', /\/refund$/, 1, (request) => resolve(request)),
    );
    const created = await requestJson(
      `${first.url}/api/v1/admin/data/payments/${paid!.paymentId}/refunds`,
      'POST',
      { amount: 700, reason: 'Crash test' },
      token,
    );
    expect(created.status).toBe(201);
    const refundId = created.body.data.refund_id as number;
    const request = await lost;
    const exited = once(first.child, 'exit');
    first.child.kill('SIGKILL');
    expect((await exited)[1]).toBe('SIGKILL');
    servers.splice(servers.indexOf(first), 1);

    // Razorpay has the refund; our row still waits, its delivery leased by the dead process.
    expect(request.body).toMatchObject({ amount: 70000, receipt: `refund:${refundId}` });
    const made = [...fake.refunds.values()].filter((r) => r.receipt === `refund:${refundId}`);
    expect(made).toHaveLength(1);
    expect(await refundRow(refundId)).toMatchObject({ status: 'pending', provider_refund_id: null });
    const inFlight = await deliveryRow(refundId);
    expect(inFlight).toMatchObject({ status: 'pending', attempts: 1 });
    expect(Date.parse(inFlight.locked_until!)).toBeGreaterThan(Date.now());

    // Its own lease may be long: the dead process's row is free once the lease that process took passed.
    const second = await start();
    // The refund is marked requested by the delivery, which settles its outbox row just after.
    await until(async () => (await deliveryRow(refundId)).status === 'done');
    expect(await refundRow(refundId)).toMatchObject({ status: 'requested', provider_refund_id: made[0]!.id });
    expect(await deliveryRow(refundId)).toMatchObject({ status: 'done', attempts: 2 });
    // Asked for once (the lost answer); the second attempt only looked it up.
    expect(fake.requestsTo('POST', `/v1/payments/${paid!.providerId}/refund`)).toHaveLength(1);
    expect(fake.requestsTo('GET', `/v1/payments/${paid!.providerId}/refunds`)).toHaveLength(2);
    expect([...fake.refunds.values()].filter((r) => r.receipt === `refund:${refundId}`)).toHaveLength(1);

    // Razorpay's webhook settles it on the new process.
    const settled = fake.settleRefund(made[0]!.id, 'processed');
    const webhook = await fake.sendWebhook(
      `${second.url}/api/v1/payments/razorpay/webhook`,
      fake.event('refund.processed', { refund: settled }),
    );
    expect(webhook).toMatchObject({ status: 200, body: { message: 'Refund processed' } });
    expect(await refundRow(refundId)).toMatchObject({ status: 'processed' });
    const payment = await db()
      .selectFrom('customer_payments')
      .select(['refund_reserved_paise', 'refunded_paise'])
      .where('payment_id', '=', paid!.paymentId)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ refund_reserved_paise: 70000, refunded_paise: 70000 });
    for (const server of servers.splice(0)) await stopServerProcess(server);
  }, 120_000);

  it('two processes sharing one database ask Razorpay for each refund once', async () => {
    const [a, b] = [await start(), await start()];
    const tokens = [await steppedUpOwner(a), await steppedUpOwner(b)];
    const paid = await paidPayments(12, 300);
    const asked = fake.requests.length;
    const created = await Promise.all(
      paid.flatMap(({ paymentId }, i) =>
        [100, 200].map(async (amount, j) => {
          const server = (i + j) % 2 === 0 ? a : b;
          const res = await requestJson(
            `${server.url}/api/v1/admin/data/payments/${paymentId}/refunds`,
            'POST',
            { amount, reason: `Shared ${i}` },
            tokens[(i + j) % 2],
          );
          expect(res.status).toBe(201);
          return res.body.data.refund_id as number;
        }),
      ),
    );
    const keys = created.map((id) => `refund:${id}`);
    // Every delivery settled (a refund is marked requested just before its outbox row is settled).
    await until(async () => {
      const unsettled = await db()
        .selectFrom('outbox')
        .select('id')
        .where('dedupe_key', 'in', keys)
        .where((eb) =>
          eb.or([eb('status', 'in', ['pending', 'retrying']), eb('locked_until', 'is not', null)]),
        )
        .execute();
      return unsettled.length === 0;
    });
    const notRequested = await db()
      .selectFrom('refunds')
      .select('refund_id')
      .where('refund_id', 'in', created)
      .where('status', '!=', 'requested')
      .execute();
    expect(notRequested).toEqual([]);
    const posts = fake.requests.slice(asked).filter((r) => r.method === 'POST' && r.path.endsWith('/refund'));
    const receipts = posts.map((r) => (r.body as { receipt: string }).receipt).sort();
    expect(receipts).toEqual(created.map((id) => `refund:${id}`).sort());
    const attempts = await db()
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .where('dedupe_key', 'in', keys)
      .execute();
    expect(attempts).toEqual(keys.map(() => ({ status: 'done', attempts: 1 })));
    for (const server of servers.splice(0)) await stopServerProcess(server);
  }, 120_000);
});
