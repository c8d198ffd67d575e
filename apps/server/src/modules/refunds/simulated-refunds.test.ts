import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, insertCategory, insertCustomer, insertCustomerPayment } from '../../test/factories';
import { TEST_WEBHOOK_SECRET } from '../../test/payment-webhook';
import { refundsOf } from '../../test/refund-scene';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

/**
 * Refunds with the default provider, `simulated` (what `npm start` and the simulator run): accepted at
 * once, then settled by the signed webhook the server sends itself, `refund.failed` for a reason
 * containing FAIL (docs/product/refunds.md#settlement-by-the-providers-webhook).
 */
describe(`refunds with the simulated provider (${testDialect})`, () => {
  let t: TestApp;
  let owner: string;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await createTestApp({
      PAYMENT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      SIMULATED_REFUND_DELAY_MS: '50',
      OUTBOX_POLL_MS: '50',
    });
    owner = await t.login();
    await t.enableMfa(owner);
  });
  afterAll(() => t?.close());

  async function payment(rupees: number) {
    const category = await insertCategory(db(), {});
    const customer = await insertCustomer(db(), {});
    const booking = await insertBooking(db(), customer, category, { service_price: rupees, is_booked: 1 });
    return insertCustomerPayment(db(), booking, { payment_amount: rupees });
  }
  const statusOf = async (refundId: number) =>
    (
      await db()
        .selectFrom('refunds')
        .select('status')
        .where('refund_id', '=', refundId)
        .executeTakeFirstOrThrow()
    ).status;

  it('settles a refund processed, and one whose reason says FAIL failed, its amount refundable again', async () => {
    const paid = await payment(900);
    const ok = await t.request('POST', refundsOf(paid.payment_id), {
      token: owner,
      body: { amount: 300, reason: 'Partly done' },
    });
    const failing = await t.request('POST', refundsOf(paid.payment_id), {
      token: owner,
      body: { amount: 600, reason: 'Please FAIL this one' },
    });
    expect([ok.status, failing.status]).toEqual([201, 201]);
    await expect.poll(() => statusOf(ok.body.data.refund_id), { timeout: 10_000 }).toBe('processed');
    await expect.poll(() => statusOf(failing.body.data.refund_id), { timeout: 10_000 }).toBe('failed');
    const refunds = await t.request('GET', refundsOf(paid.payment_id), { token: owner });
    expect(refunds.body.data).toMatchObject([
      { status: 'failed', provider_refund_id: expect.stringMatching(/^rfnd_/), processed_at: null },
      {
        status: 'processed',
        provider_refund_id: expect.stringMatching(/^rfnd_/),
        processed_at: expect.any(String),
      },
    ]);
    const list = await t.request('GET', `/api/v1/admin/data/paymentdetails/${paid.customer_id}`, {
      token: owner,
    });
    expect(list.body.data[0]).toMatchObject({
      refunded_amount: 300,
      refundable_amount: 600,
      refund_status: 'partial',
    });
  });
});
