import { describe, expect, it } from 'vitest';
import { insertVendor } from '../../test/factories';
import { TEST_WEBHOOK_SECRET } from '../../test/payment-webhook';
import { PAYOUTS, payoutScene } from '../../test/payout-scene';
import { createTestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { appendLedgerEntry, balanceAndSum } from '../ledger/repository';

/**
 * A payout's delivery through the outbox while RazorpayX is down or its answer is lost
 * (docs/product/payouts.md#delivery): retried with the same X-Payout-Idempotency, so the vendor is paid
 * once. Waits between attempts are not slept through: a test makes the next attempt due at once.
 */
describe(`a payout while the provider is down (${testDialect})`, () => {
  const s = payoutScene({ RAZORPAY_TIMEOUT_MS: '500' });

  const deliveryOf = (payoutId: number) =>
    s
      .db()
      .selectFrom('outbox')
      .select(['id', 'status', 'attempts', 'locked_until', 'last_error'])
      .where('dedupe_key', '=', `payout:${payoutId}`)
      .executeTakeFirstOrThrow();
  const attemptRecorded = async (payoutId: number, attempts: number) => {
    await s.until(async () => {
      const row = await deliveryOf(payoutId);
      return row.attempts === attempts && row.locked_until === null;
    });
    return deliveryOf(payoutId);
  };
  const dueNow = (id: number) =>
    s
      .db()
      .updateTable('outbox')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'retrying')
      .execute();
  const paidAtProvider = (payoutId: number) =>
    [...s.fake.payouts.values()].filter((p) => p.reference_id === `payout:${payoutId}`);

  it('stays queued through a 503, then is paid once when RazorpayX is back', async () => {
    const vendor = await s.vendorOwed([75_000]);
    s.fake.down(503);
    const res = await s.run({ vendor_ids: [vendor.vendor_id] });
    const payoutId = res.body.data.payouts[0].payout_id as number;
    const first = await attemptRecorded(payoutId, 1);
    expect(first).toMatchObject({ status: 'retrying' });
    expect(first.last_error).toContain('503');
    expect(await s.payoutRow(payoutId)).toMatchObject({ status: 'queued', provider_payout_id: null });
    expect(await s.balance(vendor.vendor_id)).toEqual({ balance: 0, sum: 0 });

    s.fake.up();
    await dueNow(first.id);
    expect(await attemptRecorded(payoutId, 2)).toMatchObject({ status: 'done' });
    expect(await s.payoutRow(payoutId)).toMatchObject({ status: 'processing' });
    expect(paidAtProvider(payoutId)).toHaveLength(1);
  });

  it('a lost answer (the payout made, the answer never back) is asked again with the same key and paid once', async () => {
    const vendor = await s.vendorOwed([66_600]);
    s.fake.loseAnswers('POST', /^\/v1\/payouts$/);
    const res = await s.run({ vendor_ids: [vendor.vendor_id] });
    const payoutId = res.body.data.payouts[0].payout_id as number;
    const first = await attemptRecorded(payoutId, 1);
    expect(first.last_error).toMatch(/did not answer POST \/v1\/payouts within 500 ms/);
    expect(paidAtProvider(payoutId)).toHaveLength(1);
    await dueNow(first.id);
    expect(await attemptRecorded(payoutId, 2)).toMatchObject({ status: 'done' });
    const asked = s.fake
      .requestsTo('POST', '/v1/payouts')
      .filter((r) => r.idempotencyKey === `seva-payout-${payoutId}`);
    expect(asked).toHaveLength(2);
    expect(paidAtProvider(payoutId)).toHaveLength(1);
    const row = await s.payoutRow(payoutId);
    expect(row).toMatchObject({ status: 'processing', provider_payout_id: paidAtProvider(payoutId)[0]?.id });
  });

  it('a refusal fails the payout at once, gives the amount back, and the delivery is dead', async () => {
    const vendor = await s.vendorOwed([55_500], {
      account_details: JSON.stringify({ ifsc: 'BADIFSC', accountNumber: '1234567890', bankName: 'X' }),
    });
    const res = await s.run({ vendor_ids: [vendor.vendor_id] });
    const payoutId = res.body.data.payouts[0].payout_id as number;
    const failed = await s.payoutReaches(payoutId, 'failed');
    expect(failed.failure_reason).toBe(
      'The payment provider refused the payout: Invalid IFSC Code in Bank Account',
    );
    expect(await attemptRecorded(payoutId, 1)).toMatchObject({ status: 'dead' });
    expect(await s.ledgerOf(vendor.vendor_id)).toEqual([
      ['adjustment', 55_500],
      ['payout', -55_500],
      ['payout_reversal', 55_500],
    ]);
    expect(await s.balance(vendor.vendor_id)).toEqual({ balance: 55_500, sum: 55_500 });
  });
});

/** The default provider, `simulated`: accepted at once, settled by the signed webhook the server sends itself. */
describe(`payouts with the simulated provider (${testDialect})`, () => {
  it('processes a payout with a UTR, and reverses one whose vendor name says REVERSE', async () => {
    const t = await createTestApp({
      PAYMENT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      SIMULATED_REFUND_DELAY_MS: '50',
      OUTBOX_POLL_MS: '50',
    });
    try {
      const owner = await t.login();
      await t.enableMfa(owner);
      const db = t.database.handle.db;
      const owed = async (name: string) => {
        const vendor = await insertVendor(db, { vendor_name: name });
        await db.transaction().execute((trx) =>
          appendLedgerEntry(trx, {
            vendor_id: vendor.vendor_id,
            type: 'adjustment',
            amount_paise: 90_000,
            reason: 'x',
          }),
        );
        return vendor;
      };
      const ok = await owed('Simulated Sen');
      const reversed = await owed('REVERSE Rao');
      const res = await t.request('POST', PAYOUTS, {
        token: owner,
        body: { vendor_ids: [ok.vendor_id, reversed.vendor_id] },
      });
      expect(res.status).toBe(201);
      const [okId, reversedId] = res.body.data.payouts.map((p: { payout_id: number }) => p.payout_id);
      const statusOf = async (id: number) =>
        await db.selectFrom('payouts').selectAll().where('payout_id', '=', id).executeTakeFirstOrThrow();
      await expect.poll(async () => (await statusOf(okId)).status, { timeout: 10_000 }).toBe('processed');
      await expect
        .poll(async () => (await statusOf(reversedId)).status, { timeout: 10_000 })
        .toBe('reversed');
      expect((await statusOf(okId)).utr).toMatch(/^SIMX\d{12}$/);
      expect(await balanceAndSum(db, ok.vendor_id)).toEqual({ balance: 0, sum: 0 });
      expect(await balanceAndSum(db, reversed.vendor_id)).toEqual({ balance: 90_000, sum: 90_000 });
    } finally {
      await t.close();
    }
  });
});
