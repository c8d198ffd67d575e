import {
  IDEMPOTENT_REPLAYED_HEADER,
  RazorpayWebhookMessages,
  RefundMessages,
  TeamMessages,
} from '@seva/contract';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/parse-csv';
import { refundScene, refundsOf } from '../../test/refund-scene';
import { rowCounts } from '../../test/row-counts';
import { TEST_ADMIN } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const REFUNDS = '/api/v1/admin/data/refunds';

/** docs/product/refunds.md over HTTP, against the fake Razorpay server (PAYMENT_PROVIDER=razorpay). */
describe(`refunds (${testDialect})`, () => {
  const s = refundScene();

  it('a customer journey: a partial refund and then the rest, each processed by the webhook; then nothing is left', async () => {
    const { booking, paymentId, payment } = await s.paidBooking(1000);
    expect(await s.paymentShown(paymentId)).toMatchObject({
      payment_amount: 1000,
      refunded_amount: 0,
      refundable_amount: 1000,
      refund_status: 'none',
    });

    const first = await s.refund(paymentId, { amount: 400.5, reason: 'The tap still leaks' });
    expect(first.status).toBe(201);
    const refundId = first.body.data.refund_id as number;
    expect(first.body).toEqual({
      success: true,
      data: {
        refund_id: refundId,
        payment_id: paymentId,
        booking_id: booking.booking_id,
        customer_name: 'Asha Menon',
        amount: 400.5,
        reason: 'The tap still leaks',
        status: 'pending',
        provider_refund_id: null,
        requested_by: s.t.adminId,
        requested_by_name: TEST_ADMIN.name,
        created_at: expect.any(String),
        processed_at: null,
        failure_reason: null,
      },
    });
    // The outbox asks Razorpay: its receipt is the refund's stable key, the amount in paise.
    const requested = await s.refundReaches(refundId, 'requested');
    const asked = s.fake.requestsTo('POST', `/v1/payments/${payment.id}/refund`);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      auth: { keyId: s.fake.keyId, keySecret: s.fake.keySecret },
      body: { amount: 40050, receipt: `refund:${refundId}`, notes: { reason: 'The tap still leaks' } },
    });
    // It looked for an earlier refund with that receipt first.
    expect(s.fake.requestsTo('GET', `/v1/payments/${payment.id}/refunds`).length).toBeGreaterThanOrEqual(1);
    expect(requested.provider_refund_id).toMatch(/^rfnd_/);
    expect(await s.paymentShown(paymentId)).toMatchObject({
      refunded_amount: 0,
      refundable_amount: 599.5,
      refund_status: 'pending',
    });

    const settled = await s.settleAtProvider(requested.provider_refund_id!, 'processed');
    expect(settled).toMatchObject({
      status: 200,
      body: { success: true, message: RefundMessages.processed },
    });
    const processed = await s.refundRow(refundId);
    expect(processed).toMatchObject({ status: 'processed', processed_at: expect.any(String) });
    expect(await s.paymentShown(paymentId)).toMatchObject({
      refunded_amount: 400.5,
      refundable_amount: 599.5,
      refund_status: 'partial',
    });
    expect(
      s.events.filter((e) => e.type.startsWith('refund.') && e.id === refundId).map((e) => e.type),
    ).toEqual(['refund.requested', 'refund.requested', 'refund.processed']);

    // More than the rest: 422 naming it, nothing written.
    const before = await rowCounts(s.db());
    expect(await s.refund(paymentId, { amount: 599.51, reason: 'Too much' })).toMatchObject({
      status: 422,
      body: { success: false, message: 'The refund is more than the refundable amount of ₹599.50' },
    });
    expect(await rowCounts(s.db())).toEqual(before);

    const rest = await s.refund(paymentId, { amount: 599.5, reason: 'The rest' });
    expect(rest.status).toBe(201);
    const restId = rest.body.data.refund_id as number;
    const restRequested = await s.refundReaches(restId, 'requested');
    await s.settleAtProvider(restRequested.provider_refund_id!, 'processed');
    await s.refundReaches(restId, 'processed');
    expect(await s.paymentShown(paymentId)).toMatchObject({
      refunded_amount: 1000,
      refundable_amount: 0,
      refund_status: 'full',
    });
    expect(await s.refund(paymentId, { amount: 0.01, reason: 'One paisa more' })).toMatchObject({
      status: 422,
      body: { message: 'The refund is more than the refundable amount of ₹0.00' },
    });

    // The payment's refunds, newest first; the customer's own view; the customer's payment details.
    const ofPayment = await s.t.request('GET', refundsOf(paymentId), { token: s.owner });
    expect(
      ofPayment.body.data.map((r: { refund_id: number; status: string }) => [r.refund_id, r.status]),
    ).toEqual([
      [restId, 'processed'],
      [refundId, 'processed'],
    ]);
    const details = await s.t.request('GET', `/api/v1/admin/data/paymentdetails/${s.customer.customer_id}`, {
      token: s.owner,
    });
    expect(details.body.data.find((p: { payment_id: number }) => p.payment_id === paymentId)).toMatchObject({
      refund_status: 'full',
      refunded_amount: 1000,
      refundable_amount: 0,
    });
    const mine = await s.t.request('GET', '/api/v1/customer/me/payments', { token: s.customerToken });
    expect(mine.status).toBe(200);
    expect(mine.body.data.find((p: { payment_id: number }) => p.payment_id === paymentId)).toEqual({
      payment_id: paymentId,
      booking_id: booking.booking_id,
      service_category_name: 'Plumbing',
      amount: 1000,
      payment_date: expect.any(String),
      payment_ref_no: payment.id,
      refunded_amount: 1000,
      refund_status: 'full',
      refunds: [
        expect.objectContaining({ refund_id: restId, amount: 599.5, status: 'processed' }),
        expect.objectContaining({ refund_id: refundId, amount: 400.5, status: 'processed' }),
      ],
    });
    expect(mine.body.data[0]).not.toHaveProperty('refunds.0.requested_by_name');
  });

  it('a settlement delivered again changes nothing; one naming no refund of ours is acknowledged', async () => {
    const { paymentId } = await s.paidBooking(500);
    const created = await s.refund(paymentId, { amount: 100, reason: 'Late' });
    const requested = await s.refundReaches(created.body.data.refund_id, 'requested');
    const refund = s.fake.settleRefund(requested.provider_refund_id!, 'processed');
    const event = s.fake.event('refund.processed', { refund });
    const url = `${s.t.baseUrl}/api/v1/payments/razorpay/webhook`;
    expect((await s.fake.sendWebhook(url, event)).body).toMatchObject({ message: RefundMessages.processed });
    // The same event again under a new id (Razorpay's id memory does not know it): already settled.
    const before = await rowCounts(s.db());
    expect((await s.fake.sendWebhook(url, event)).body).toMatchObject({
      message: RefundMessages.alreadySettled,
    });
    const again = await s.fake.sendWebhook(url, event, { eventId: 'EvtRepeated00001' });
    expect((await s.fake.sendWebhook(url, event, { eventId: 'EvtRepeated00001' })).body).toMatchObject({
      message: RazorpayWebhookMessages.alreadyReceived,
    });
    expect(again.status).toBe(200);
    const after = await rowCounts(s.db());
    // Only the webhooks' own memory grew.
    expect({ ...after, payment_provider_events: 0 }).toEqual({ ...before, payment_provider_events: 0 });
    expect(await s.paymentShown(paymentId)).toMatchObject({ refunded_amount: 100, refund_status: 'partial' });

    const stranger = { ...refund, id: 'rfnd_NotOurs00000001', receipt: null };
    expect(
      (await s.fake.sendWebhook(url, s.fake.event('refund.processed', { refund: stranger }))).body,
    ).toMatchObject({
      success: true,
      message: RefundMessages.unknownRefund,
    });
  });

  it('a refund the provider fails makes its amount refundable again', async () => {
    const { paymentId } = await s.paidBooking(800);
    const created = await s.refund(paymentId, { amount: 800, reason: 'Cancelled' });
    const refundId = created.body.data.refund_id as number;
    const requested = await s.refundReaches(refundId, 'requested');
    expect(await s.paymentShown(paymentId)).toMatchObject({ refundable_amount: 0, refund_status: 'pending' });
    const res = await s.settleAtProvider(requested.provider_refund_id!, 'failed');
    expect(res.body).toMatchObject({ message: RefundMessages.failed });
    expect(await s.refundRow(refundId)).toMatchObject({
      status: 'failed',
      failure_reason: 'The payment provider could not complete the refund',
      processed_at: null,
    });
    expect(await s.paymentShown(paymentId)).toMatchObject({
      refunded_amount: 0,
      refundable_amount: 800,
      refund_status: 'none',
    });
    expect(s.events.at(-1)).toMatchObject({ type: 'refund.failed', id: refundId });

    // The bell and the dashboard count it among the failed refunds until the payment is refunded again.
    const bell = async () =>
      (await s.t.request('GET', '/api/v1/admin/notifications', { token: s.owner })).body.data.counts
        .failed_refunds;
    const kpi = async () =>
      (await s.t.request('GET', '/api/v1/admin/dashboard', { token: s.owner })).body.data.kpis.failed_refunds;
    const [bellBefore, kpiBefore] = [await bell(), await kpi()];
    expect(bellBefore).toBeGreaterThanOrEqual(1);
    expect(kpiBefore).toBe(bellBefore);
    expect((await s.refund(paymentId, { amount: 800, reason: 'Again' })).status).toBe(201);
    expect(await bell()).toBe(bellBefore - 1);
    expect(await kpi()).toBe(kpiBefore - 1);
  });

  it('refuses bad input with 400, an unknown payment with 404, writing nothing', async () => {
    const { paymentId } = await s.paidBooking(300);
    const before = await rowCounts(s.db());
    const bad: Array<[unknown, string]> = [
      [{ amount: 0, reason: 'x' }, 'amount must be greater than 0'],
      [{ amount: -5, reason: 'x' }, 'amount must be greater than 0'],
      [{ amount: 10.005, reason: 'x' }, 'amount must have at most two decimals'],
      [{ amount: '10', reason: 'x' }, 'amount must be a number'],
      [{ amount: 10, reason: '   ' }, 'reason is required'],
      [{ amount: 10 }, 'reason is required'],
      [{ amount: 10, reason: 'x', status: 'processed' }, ''],
    ];
    for (const [body, message] of bad) {
      const res = await s.refund(paymentId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(message);
    }
    expect(
      (
        await s.t.request('POST', '/api/v1/admin/data/payments/abc/refunds', {
          token: s.owner,
          body: { amount: 1, reason: 'x' },
        })
      ).status,
    ).toBe(400);
    expect(await s.refund(999_999, { amount: 1, reason: 'x' })).toMatchObject({
      status: 404,
      body: { message: RefundMessages.paymentNotFound },
    });
    expect((await s.t.request('GET', refundsOf(999_999), { token: s.owner })).status).toBe(404);
    expect((await s.t.request('GET', `${REFUNDS}?status=done`, { token: s.owner })).status).toBe(400);
    expect(await rowCounts(s.db())).toEqual(before);
  });

  it('needs a token, payments.refund (owner and finance, not dispatcher or operations) and a two-step code lately', async () => {
    const { paymentId } = await s.paidBooking(300);
    const body = { amount: 1, reason: 'Goodwill' };
    // Signing members in writes sessions and audit rows; a refused refund writes neither refund nor delivery.
    const written = async () => {
      const counts = await rowCounts(s.db());
      return { refunds: counts.refunds, outbox: counts.outbox };
    };
    const before = await written();
    expect((await s.t.request('POST', refundsOf(paymentId), { body })).status).toBe(401);
    expect((await s.t.request('POST', refundsOf(paymentId), { body, token: 'not-a-token' })).status).toBe(
      401,
    );
    const dispatcher = await s.t.signInAs('dispatcher');
    expect(await s.refund(paymentId, body, dispatcher.token)).toMatchObject({
      status: 403,
      body: { message: TeamMessages.forbidden },
    });
    expect((await s.t.request('GET', REFUNDS, { token: dispatcher.token })).status).toBe(403);
    const operations = await s.t.signInAs('operations');
    await s.t.enableMfa(operations.token);
    expect(await s.refund(paymentId, body, operations.token)).toMatchObject({ status: 403 });
    expect((await s.t.request('GET', REFUNDS, { token: operations.token })).status).toBe(200);
    // An owner without two-step sign-in; then one whose code is not recent.
    const owner2 = await s.t.signInAs('owner');
    expect(await s.refund(paymentId, body, owner2.token)).toMatchObject({
      status: 403,
      body: { message: TeamMessages.mfaNotEnabled },
    });
    await s.t.enableMfa(owner2.token);
    await s
      .db()
      .updateTable('admin_sessions')
      .set({ mfa_verified_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where('admin_id', '=', owner2.id)
      .execute();
    expect(await s.refund(paymentId, body, owner2.token)).toMatchObject({
      status: 403,
      body: { message: TeamMessages.stepUpRequired },
    });
    expect(await written()).toEqual(before);
    await s.t.stepUp(owner2.token);
    expect((await s.refund(paymentId, body, owner2.token)).status).toBe(201);

    const finance = await s.t.signInAs('finance');
    await s.t.enableMfa(finance.token);
    const byFinance = await s.refund(paymentId, body, finance.token);
    expect(byFinance.status).toBe(201);
    expect(byFinance.body.data).toMatchObject({ requested_by: finance.id });
  });

  it('honours Idempotency-Key: a retry answers the first refund, another body with the key is 409', async () => {
    const { paymentId } = await s.paidBooking(300);
    const headers = { 'idempotency-key': `refund-${paymentId}` };
    const first = await s.refund(paymentId, { amount: 50, reason: 'Once' }, s.owner, headers);
    expect(first.status).toBe(201);
    const count = await rowCounts(s.db());
    const retry = await s.refund(paymentId, { amount: 50, reason: 'Once' }, s.owner, headers);
    expect(retry.status).toBe(201);
    expect(retry.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((await rowCounts(s.db())).refunds).toBe(count.refunds);
    expect((await s.refund(paymentId, { amount: 60, reason: 'Once' }, s.owner, headers)).status).toBe(409);
    expect(
      (await s.refund(paymentId, { amount: 50, reason: 'Once' }, s.owner, { 'idempotency-key': '' })).status,
    ).toBe(400);
  });

  it('many refunds of one payment at once never add up to more than was captured', async () => {
    const { paymentId } = await s.paidBooking(1000);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => s.refund(paymentId, { amount: 100, reason: `Part ${i}` })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((x) => x === 201)).toHaveLength(10);
    expect(statuses.filter((x) => x === 422)).toHaveLength(15);
    const rows = await s
      .db()
      .selectFrom('refunds')
      .select('amount')
      .where('payment_id', '=', paymentId)
      .execute();
    expect(rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0)).toBe(100_000);

    // Uneven amounts too: whatever wins, the sum stays within the payment.
    const other = await s.paidBooking(999.99);
    const amounts = Array.from({ length: 30 }, (_, i) => [33.33, 77.07, 150.01, 1.01, 250][i % 5]!);
    await Promise.all(amounts.map((amount, i) => s.refund(other.paymentId, { amount, reason: `Try ${i}` })));
    const won = await s
      .db()
      .selectFrom('refunds')
      .select('amount')
      .where('payment_id', '=', other.paymentId)
      .execute();
    const paise = won.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
    expect(paise).toBeLessThanOrEqual(99_999);
    const shown = await s.paymentShown(other.paymentId);
    expect(Math.round((shown?.refundable_amount as number) * 100)).toBe(99_999 - paise);
  }, 60_000);

  it('lists refunds: status, search by customer name, paging, CSV', async () => {
    const res = await s.t.request('GET', `${REFUNDS}?limit=2`, { token: s.owner });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    const all = await s.t.request('GET', REFUNDS, { token: s.owner });
    expect(res.body.total).toBe(all.body.data.length);
    const ids = all.body.data.map((r: { refund_id: number }) => r.refund_id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const processed = await s.t.request('GET', `${REFUNDS}?status=processed&q=asha`, { token: s.owner });
    expect(processed.body.data.length).toBeGreaterThan(0);
    expect(processed.body.data.every((r: { status: string }) => r.status === 'processed')).toBe(true);
    expect((await s.t.request('GET', `${REFUNDS}?q=nobody-like-this`, { token: s.owner })).body.data).toEqual(
      [],
    );
    const oldest = await s.t.request('GET', `${REFUNDS}?sort=refund_id&limit=1`, { token: s.owner });
    expect(oldest.body.data[0].refund_id).toBe(Math.min(...ids));
    const csv = await s.t.request('GET', `${REFUNDS}?format=csv&status=processed`, { token: s.owner });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/refunds-\d{4}-\d{2}-\d{2}\.csv/);
    const table = parseCsv(csv.body as string);
    expect(table.header).toContain('refund_id');
    expect(table.header).toContain('requested_by_name');
    const processedAll = await s.t.request('GET', `${REFUNDS}?status=processed`, { token: s.owner });
    expect(table.records.map((r) => Number(r.refund_id))).toEqual(
      processedAll.body.data.map((r: { refund_id: number }) => r.refund_id),
    );
  });
});
