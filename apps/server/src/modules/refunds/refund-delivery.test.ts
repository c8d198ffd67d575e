import { OUTBOX_MAX_ATTEMPTS } from '@seva/contract';
import { describe, expect, it } from 'vitest';
import { refundScene } from '../../test/refund-scene';
import { testDialect } from '../../test/test-database';
import { RETRY_BASE_MS, RETRY_MAX_MS } from '../outbox/service';

const OUTBOX = '/api/v1/admin/outbox';

/**
 * A refund's delivery while the provider is down (docs/product/refunds.md#delivery, docs/product/deliveries.md):
 * the fake Razorpay answers 503, then never answers; the refund stays pending with its attempts visible,
 * is delivered once when the provider is back (the server ready all along), is dead after the last
 * attempt, and an admin's retry delivers it. Waits between attempts are not slept through: a test makes
 * the next attempt due at once.
 */
describe(`a refund while the provider is down (${testDialect})`, () => {
  const s = refundScene({ RAZORPAY_TIMEOUT_MS: '500' });

  const deliveryOf = async (refundId: number) => {
    const res = await s.t.request('GET', `${OUTBOX}?kind=refund.request`, { token: s.owner });
    expect(res.status).toBe(200);
    const row = res.body.data.find((d: { dedupe_key: string }) => d.dedupe_key === `refund:${refundId}`);
    expect(row).toBeDefined();
    return row as {
      id: number;
      status: string;
      attempts: number;
      next_attempt_at: string | null;
      last_error: string | null;
      updated_at: string;
    };
  };
  /** Waits until the delivery's attempt `attempts` has been recorded (no lease left), and answers it. */
  const attemptRecorded = async (refundId: number, attempts: number) => {
    await s.until(async () => {
      const row = await s
        .db()
        .selectFrom('outbox')
        .select(['attempts', 'locked_until'])
        .where('dedupe_key', '=', `refund:${refundId}`)
        .executeTakeFirst();
      return row?.attempts === attempts && row.locked_until === null;
    });
    return deliveryOf(refundId);
  };
  /** The wait the outbox chose before the next attempt (not slept through). */
  const waitChosen = (row: { next_attempt_at: string | null; updated_at: string }) =>
    Date.parse(row.next_attempt_at!) - Date.parse(row.updated_at);
  /** GET /api/v1/health/ready's status (it asks neither the outbox nor the provider). */
  const ready = async () => (await s.t.request('GET', '/api/v1/health/ready')).status;
  /** Makes the retrying delivery due now, as if its wait had passed. */
  const dueNow = (id: number) =>
    s
      .db()
      .updateTable('outbox')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'retrying')
      .execute();

  it('stays pending with its attempts visible through 503s and silence, and is delivered once when the provider is back', async () => {
    const { paymentId, payment } = await s.paidBooking(1000);
    s.fake.down(503);
    const created = await s.refund(paymentId, { amount: 250, reason: 'Outage test' });
    expect(created.status).toBe(201);
    const refundId = created.body.data.refund_id as number;

    const first = await attemptRecorded(refundId, 1);
    expect(first).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(first.last_error).toContain('503');
    // About 10 s, up to a fifth less.
    expect(waitChosen(first)).toBeGreaterThanOrEqual(RETRY_BASE_MS * 0.8 - 5);
    expect(waitChosen(first)).toBeLessThanOrEqual(RETRY_BASE_MS + 5);
    expect(await s.refundRow(refundId)).toMatchObject({ status: 'pending', provider_refund_id: null });
    // Razorpay's outage is not ours: the server stays ready (docs/product/deliveries.md#metrics).
    expect(await ready()).toBe(200);

    // The provider stops answering: the attempt times out (RAZORPAY_TIMEOUT_MS=500) and is tried later.
    s.fake.down('hang');
    await dueNow(first.id);
    const second = await attemptRecorded(refundId, 2);
    expect(second).toMatchObject({ status: 'retrying', attempts: 2 });
    expect(second.last_error).toMatch(/^Razorpay did not answer GET .* within 500 ms$/);
    expect(waitChosen(second)).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS * 0.8 - 5);
    expect(waitChosen(second)).toBeLessThanOrEqual(2 * RETRY_BASE_MS + 5);
    expect(await s.refundRow(refundId)).toMatchObject({ status: 'pending' });
    expect(await s.paymentShown(paymentId)).toMatchObject({
      refund_status: 'pending',
      refundable_amount: 750,
    });
    expect(await ready()).toBe(200);

    s.fake.up();
    await dueNow(second.id);
    const delivered = await attemptRecorded(refundId, 3);
    expect(delivered).toMatchObject({ status: 'done', attempts: 3, next_attempt_at: null });
    const requested = await s.refundRow(refundId);
    expect(requested).toMatchObject({
      status: 'requested',
      provider_refund_id: expect.stringMatching(/^rfnd_/),
    });
    // Asked for once: the outage's attempts never reached the refund request (they failed at the lookup).
    const answered = s.fake
      .requestsTo('POST', `/v1/payments/${payment.id}/refund`)
      .filter((r) => r.answered === 200);
    expect(answered).toHaveLength(1);
    expect([...s.fake.refunds.values()].filter((r) => r.receipt === `refund:${refundId}`)).toHaveLength(1);
  }, 60_000);

  it(`is dead after ${OUTBOX_MAX_ATTEMPTS} attempts, counted in the bell; retried from Deliveries it is delivered`, async () => {
    const { paymentId, payment } = await s.paidBooking(400);
    s.fake.down(503);
    const created = await s.refund(paymentId, { amount: 400, reason: 'Long outage' });
    const refundId = created.body.data.refund_id as number;
    const bell = async () =>
      (await s.t.request('GET', '/api/v1/admin/notifications', { token: s.owner })).body.data.counts
        .failed_deliveries as number;
    const bellBefore = await bell();

    const waits: number[] = [];
    let row = await attemptRecorded(refundId, 1);
    for (let attempt = 2; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      waits.push(waitChosen(row));
      await dueNow(row.id);
      row = await attemptRecorded(refundId, attempt);
    }
    expect(row).toMatchObject({ status: 'dead', attempts: OUTBOX_MAX_ATTEMPTS, next_attempt_at: null });
    // 10 s doubling up to 1 h, each up to a fifth less: 10, 20, 40 … 2 560, 3 600 s.
    waits.forEach((wait, i) => {
      const full = Math.min(RETRY_BASE_MS * 2 ** i, RETRY_MAX_MS);
      expect(wait, `wait after attempt ${i + 1}`).toBeGreaterThanOrEqual(full * 0.8 - 5);
      expect(wait, `wait after attempt ${i + 1}`).toBeLessThanOrEqual(full + 5);
    });
    // Nothing was refunded and nothing is lost: the refund waits, its amount still held for it.
    expect(await s.refundRow(refundId)).toMatchObject({ status: 'pending' });
    expect(await s.paymentShown(paymentId)).toMatchObject({ refundable_amount: 0, refund_status: 'pending' });
    expect(await bell()).toBe(bellBefore + 1);

    s.fake.up();
    const retried = await s.t.request('POST', `${OUTBOX}/${row.id}/retry`, { token: s.owner });
    expect(retried).toMatchObject({ status: 200, body: { data: { status: 'pending', attempts: 0 } } });
    const requested = await s.refundReaches(refundId, 'requested');
    expect(await attemptRecorded(refundId, 1)).toMatchObject({ status: 'done' });
    expect(await bell()).toBe(bellBefore);
    expect(
      s.fake.requestsTo('POST', `/v1/payments/${payment.id}/refund`).filter((r) => r.answered === 200),
    ).toHaveLength(1);
    await s.settleAtProvider(requested.provider_refund_id!, 'processed');
    expect(await s.refundReaches(refundId, 'processed')).toMatchObject({ amount: 400 });
  }, 120_000);

  it('a refusal by the provider fails the refund at once, its amount refundable again, and the delivery is dead', async () => {
    // Razorpay refuses a refund under ₹1.00.
    const { paymentId } = await s.paidBooking(300);
    const bell = async () =>
      (await s.t.request('GET', '/api/v1/admin/notifications', { token: s.owner })).body.data.counts
        .failed_deliveries as number;
    const bellBefore = await bell();
    const created = await s.refund(paymentId, { amount: 0.5, reason: 'Tiny' });
    const refundId = created.body.data.refund_id as number;
    const failed = await s.refundReaches(refundId, 'failed');
    expect(failed.failure_reason).toBe(
      'The payment provider refused the refund: The amount must be at least INR 1.00',
    );
    expect(await attemptRecorded(refundId, 1)).toMatchObject({
      status: 'dead',
      last_error: 'The payment provider refused the refund: The amount must be at least INR 1.00',
    });
    expect(await s.paymentShown(paymentId)).toMatchObject({ refundable_amount: 300, refund_status: 'none' });
    expect(s.events.filter((e) => e.id === refundId && e.type === 'refund.failed')).toHaveLength(1);
    // A failed refund and its dead delivery are one failure in the bell.
    expect(await bell()).toBe(bellBefore + 1);
  });
});
