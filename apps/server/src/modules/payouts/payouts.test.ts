import {
  IDEMPOTENT_REPLAYED_HEADER,
  PayoutMessages,
  RazorpayWebhookMessages,
  TeamMessages,
} from '@seva/contract';
import { describe, expect, it, onTestFinished } from 'vitest';
import { collect, connected } from '../../test/chat-clients';
import { FAKE_RAZORPAYX_ACCOUNT_NUMBER } from '../../test/fake-razorpay';
import { parseCsv } from '../../test/parse-csv';
import { PAYOUTS, payoutScene } from '../../test/payout-scene';
import { rowCounts } from '../../test/row-counts';
import { TEST_ADMIN } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

/** docs/product/payouts.md over HTTP, against the fake RazorpayX (PAYMENT_PROVIDER=razorpay). */
describe(`payouts (${testDialect})`, () => {
  const s = payoutScene();

  /** The bell's and the dashboard's failed payouts, as the owner sees them. */
  const failedPayouts = async () => ({
    bell: (await s.t.request('GET', '/api/v1/admin/notifications', { token: s.owner })).body.data.counts
      .failed_payouts as number,
    kpi: (await s.t.request('GET', '/api/v1/admin/dashboard', { token: s.owner })).body.data.kpis
      .failed_payouts as number,
  });

  it('processed: the whole balance paid once through RazorpayX, the UTR recorded, the vendor told; balance = sum of entries', async () => {
    // Two earnings (₹850 and ₹425.50 after commission) and an adjustment of −₹123.45: ₹1,152.05.
    const vendor = await s.vendorOwed([
      { type: 'earning', amount: 85_000, commission: 15_000 },
      { type: 'earning', amount: 42_550, commission: 7_509 },
      -12_345,
    ]);
    expect(await s.balance(vendor.vendor_id)).toEqual({ balance: 115_205, sum: 115_205 });

    const res = await s.run({ vendor_ids: [vendor.vendor_id] });
    expect(res.status).toBe(201);
    const payoutId = res.body.data.payouts[0].payout_id as number;
    expect(res.body).toEqual({
      success: true,
      data: {
        payouts: [
          {
            payout_id: payoutId,
            vendor_id: vendor.vendor_id,
            vendor_name: 'Ravi Kumar',
            amount: 1152.05,
            status: 'queued',
            utr: null,
            created_at: expect.any(String),
            processed_at: null,
            provider_payout_id: null,
            failure_reason: null,
          },
        ],
        skipped: [],
      },
    });
    // The payout entry took the whole balance in the same transaction.
    expect(await s.ledgerOf(vendor.vendor_id)).toEqual([
      ['earning', 85_000],
      ['earning', 42_550],
      ['adjustment', -12_345],
      ['payout', -115_205],
    ]);
    expect(await s.balance(vendor.vendor_id)).toEqual({ balance: 0, sum: 0 });

    // The outbox asks RazorpayX: composite payout, paise, the idempotency header, our reference.
    const processing = await s.payoutReaches(payoutId, 'processing');
    const asked = s.fake
      .requestsTo('POST', '/v1/payouts')
      .filter((r) => r.body && (r.body as { reference_id?: string }).reference_id === `payout:${payoutId}`);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      auth: { keyId: s.fake.keyId, keySecret: s.fake.keySecret },
      idempotencyKey: `seva-payout-${payoutId}`,
      body: {
        account_number: FAKE_RAZORPAYX_ACCOUNT_NUMBER,
        amount: 115_205,
        currency: 'INR',
        mode: 'IMPS',
        purpose: 'payout',
        reference_id: `payout:${payoutId}`,
        fund_account: {
          account_type: 'bank_account',
          bank_account: { name: 'Ravi Kumar', ifsc: 'HDFC0001234' },
          contact: { name: 'Ravi Kumar', type: 'vendor', reference_id: `vendor:${vendor.vendor_id}` },
        },
      },
    });
    expect(processing.provider_payout_id).toMatch(/^pout_/);

    const settled = await s.settleAtProvider(
      processing.provider_payout_id!,
      'processed',
      `evt_proc_${payoutId}`,
    );
    expect(settled).toMatchObject({
      status: 200,
      body: { success: true, message: PayoutMessages.processed },
    });
    const processed = await s.payoutRow(payoutId);
    expect(processed).toMatchObject({
      status: 'processed',
      utr: s.fake.payouts.get(processing.provider_payout_id!)?.utr,
      processed_at: expect.any(String),
    });
    expect(processed.utr).toMatch(/^HDFCN/);
    // The vendor is told once, through the template.
    const messages = await s
      .db()
      .selectFrom('messages')
      .select(['event', 'text'])
      .where('event', '=', 'vendor.payout_processed')
      .execute();
    expect(messages).toEqual([
      {
        event: 'vendor.payout_processed',
        text: `Hi Ravi Kumar, Seva has paid ₹1,152.05 to your bank account (UTR ${processed.utr}). - Seva`,
      },
    ]);

    // The same event again, or another event of the same outcome: nothing changes.
    const counts = await rowCounts(s.db());
    expect(
      await s.settleAtProvider(processing.provider_payout_id!, 'processed', `evt_proc_${payoutId}`),
    ).toMatchObject({ status: 200, body: { message: RazorpayWebhookMessages.alreadyReceived } });
    expect(await s.settleAtProvider(processing.provider_payout_id!, 'reversed')).toMatchObject({
      status: 200,
      body: { message: PayoutMessages.alreadySettled },
    });
    const after = await rowCounts(s.db());
    expect({ ...after, payment_provider_events: 0 }).toEqual({ ...counts, payment_provider_events: 0 });
    expect(await s.balance(vendor.vendor_id)).toEqual({ balance: 0, sum: 0 });
    expect(
      s.events.filter((e) => e.type.startsWith('payout.') && e.id === payoutId).map((e) => e.type),
    ).toEqual(['payout.queued', 'payout.processing', 'payout.processed']);

    // Audited: the run by the owner, the settlement by the provider.
    const audit = await s
      .db()
      .selectFrom('audit_log')
      .select(['action'])
      .where('entity', '=', 'payout')
      .where('entity_id', '=', String(payoutId))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['payout.created', 'payout.processed']);
  });

  it.each([
    ['reversed', 'Payout reversed as the beneficiary account is closed.'],
    ['failed', 'Payout failed as the beneficiary bank is down.'],
  ] as const)(
    '%s: the amount goes back to the balance by a payout_reversal entry, once',
    async (status, reason) => {
      const vendor = await s.vendorOwed([{ type: 'earning', amount: 60_000, commission: 10_588 }]);
      const failedBefore = await failedPayouts();
      const res = await s.run({ vendor_ids: [vendor.vendor_id] });
      const payoutId = res.body.data.payouts[0].payout_id as number;
      expect(res.body.data.payouts[0].amount).toBe(600);
      const processing = await s.payoutReaches(payoutId, 'processing');
      expect(await s.balance(vendor.vendor_id)).toEqual({ balance: 0, sum: 0 });
      // An open bell hears of it (the counts pushed to the admin's socket).
      const socket = await connected(s.t.baseUrl, s.owner);
      onTestFinished(() => void socket.close());
      const pushed = collect(socket, 'notificationCounts');
      // Each wait looks only at the pushes after the one the wait before found.
      let from = 0;
      const pushedFailed = async (n: number) => {
        const at = () => pushed.findIndex((c, i) => i >= from && c.failed_payouts === n);
        await s.until(() => at() >= 0);
        from = at() + 1;
      };

      const settled = await s.settleAtProvider(processing.provider_payout_id!, status);
      expect(settled).toMatchObject({ status: 200, body: { message: PayoutMessages[status] } });
      expect(await s.payoutRow(payoutId)).toMatchObject({
        status,
        utr: null,
        processed_at: null,
        failure_reason: reason,
      });
      expect(await s.ledgerOf(vendor.vendor_id)).toEqual([
        ['earning', 60_000],
        ['payout', -60_000],
        ['payout_reversal', 60_000],
      ]);
      expect(await s.balance(vendor.vendor_id)).toEqual({ balance: 60_000, sum: 60_000 });
      // A second delivery of the outcome (a new event id) gives nothing back twice.
      expect(await s.settleAtProvider(processing.provider_payout_id!, status)).toMatchObject({
        body: { message: PayoutMessages.alreadySettled },
      });
      expect(await s.balance(vendor.vendor_id)).toEqual({ balance: 60_000, sum: 60_000 });
      // The bell and the dashboard count it among the failed payouts, once.
      expect(await failedPayouts()).toEqual({ bell: failedBefore.bell + 1, kpi: failedBefore.kpi + 1 });
      await pushedFailed(failedBefore.bell + 1);
      // The list shows it.
      const list = await s.t.request('GET', `${PAYOUTS}?status=${status}&limit=50`, { token: s.owner });
      expect(list.body.data.find((p: { payout_id: number }) => p.payout_id === payoutId)).toMatchObject({
        status,
        failure_reason: reason,
        amount: 600,
      });
      // Paid again in the next run: no longer counted from the moment the new payout is queued, nor once
      // it is processed.
      const again = await s.run({ vendor_ids: [vendor.vendor_id] });
      expect(again.body.data.payouts).toMatchObject([{ amount: 600 }]);
      expect(await s.balance(vendor.vendor_id)).toEqual({ balance: 0, sum: 0 });
      expect(await failedPayouts()).toEqual(failedBefore);
      await pushedFailed(failedBefore.bell);
      const againId = again.body.data.payouts[0].payout_id as number;
      const retried = await s.payoutReaches(againId, 'processing');
      await s.settleAtProvider(retried.provider_payout_id!, 'processed');
      expect(await s.payoutRow(againId)).toMatchObject({ status: 'processed' });
      expect(await failedPayouts()).toEqual(failedBefore);
    },
  );

  it('skips vendors below PAYOUT_MINIMUM (₹500), without a bank account, or unknown, and writes nothing for them', async () => {
    const below = await s.vendorOwed([49_999]);
    const exactly = await s.vendorOwed([50_000]);
    const noBank = await s.vendorOwed([90_000], { account_details: null });
    const halfBank = await s.vendorOwed([90_000], {
      account_details: JSON.stringify({ ifsc: 'HDFC0001234', bankName: 'HDFC Bank' }),
    });
    const res = await s.run({
      vendor_ids: [below.vendor_id, exactly.vendor_id, noBank.vendor_id, halfBank.vendor_id, 999_999],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.payouts).toMatchObject([{ vendor_id: exactly.vendor_id, amount: 500 }]);
    expect(res.body.data.skipped).toEqual([
      { vendor_id: below.vendor_id, reason: 'below_minimum' },
      { vendor_id: noBank.vendor_id, reason: 'no_bank_account' },
      { vendor_id: halfBank.vendor_id, reason: 'no_bank_account' },
      { vendor_id: 999_999, reason: 'not_found' },
    ]);
    for (const v of [below, noBank, halfBank]) {
      expect((await s.ledgerOf(v.vendor_id)).filter(([type]) => type === 'payout')).toEqual([]);
    }
    expect(await s.balance(below.vendor_id)).toEqual({ balance: 49_999, sum: 49_999 });
  });

  it('two payout runs at once (many parallel requests) pay each vendor once, never below zero', async () => {
    const vendors = [];
    for (let i = 0; i < 6; i++) vendors.push(await s.vendorOwed([50_000 + i * 1_001]));
    const ids = vendors.map((v) => v.vendor_id);
    const runs = await Promise.all(
      Array.from({ length: 8 }, (_, i) => s.run(i % 2 === 0 ? { vendor_ids: ids } : {})),
    );
    expect(runs.map((r) => r.status)).toEqual(Array(8).fill(201));
    const paid = runs.flatMap((r) =>
      (r.body.data.payouts as Array<{ vendor_id: number; amount: number }>).filter((p) =>
        ids.includes(p.vendor_id),
      ),
    );
    expect(paid.map((p) => p.vendor_id).sort((a, b) => a - b)).toEqual(ids);
    for (const [i, v] of vendors.entries()) {
      expect(paid.find((p) => p.vendor_id === v.vendor_id)?.amount).toBe((50_000 + i * 1_001) / 100);
      expect(await s.balance(v.vendor_id)).toEqual({ balance: 0, sum: 0 });
      const rows = await s
        .db()
        .selectFrom('payouts')
        .select('payout_id')
        .where('vendor_id', '=', v.vendor_id)
        .execute();
      expect(rows).toHaveLength(1);
    }
  });

  it('a payout racing a clawback never takes the balance below zero through the payout', async () => {
    // ₹1,000 owed; a clawback of ₹300 lands while the run pays: the payout pays ₹1,000 (the clawback then
    // leaves −₹300, owed back from later earnings) or ₹700 (it came first), never more than the balance.
    const vendors = [];
    for (let i = 0; i < 6; i++) vendors.push(await s.vendorOwed([100_000]));
    let refundId = 880_000;
    await Promise.all(
      vendors.flatMap((v) => [
        s.run({ vendor_ids: [v.vendor_id] }),
        s
          .db()
          .transaction()
          .execute(async (trx) => {
            const { appendLedgerEntry } = await import('../ledger/repository');
            return appendLedgerEntry(trx, {
              vendor_id: v.vendor_id,
              type: 'refund_clawback',
              amount_paise: -30_000,
              commission_paise: -5_294,
              refund_id: refundId++,
            });
          }),
      ]),
    );
    for (const v of vendors) {
      const ledger = await s.ledgerOf(v.vendor_id);
      const payout = ledger.find(([type]) => type === 'payout');
      const { balance, sum } = await s.balance(v.vendor_id);
      expect(balance).toBe(sum);
      expect([-100_000, -70_000]).toContain(payout?.[1]);
      expect(balance).toBe(payout?.[1] === -100_000 ? -30_000 : 0);
      // Replaying the ledger in order, the payout never found less than it took.
      let running = 0;
      for (const [type, amount] of ledger) {
        if (type === 'payout') expect(running).toBeGreaterThanOrEqual(-amount);
        running += amount;
      }
    }
  });

  it('honours Idempotency-Key: a retried run answers the first run and pays nothing more', async () => {
    const vendor = await s.vendorOwed([52_500]);
    const headers = { 'idempotency-key': `payout-run-${vendor.vendor_id}` };
    const first = await s.run({ vendor_ids: [vendor.vendor_id] }, s.owner, headers);
    expect(first.status).toBe(201);
    const again = await s.run({ vendor_ids: [vendor.vendor_id] }, s.owner, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(again.body).toEqual(first.body);
    const rows = await s
      .db()
      .selectFrom('payouts')
      .select('payout_id')
      .where('vendor_id', '=', vendor.vendor_id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('lists payouts newest first, filters by status, pages with a total and exports CSV', async () => {
    const vendor = await s.vendorOwed([70_000], { vendor_name: 'Listed Lal' });
    const res = await s.run({ vendor_ids: [vendor.vendor_id] });
    const payoutId = res.body.data.payouts[0].payout_id as number;
    await s.payoutReaches(payoutId, 'processing');
    const page = await s.t.request('GET', `${PAYOUTS}?limit=1&offset=0`, { token: s.owner });
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.data[0]).toMatchObject({ payout_id: payoutId, vendor_name: 'Listed Lal', amount: 700 });
    expect(page.body.total).toBeGreaterThan(1);
    const processing = await s.t.request('GET', `${PAYOUTS}?status=processing`, { token: s.owner });
    expect(processing.body.data.every((p: { status: string }) => p.status === 'processing')).toBe(true);
    expect((await s.t.request('GET', `${PAYOUTS}?status=paid`, { token: s.owner })).body).toMatchObject({
      success: false,
    });
    const csv = await s.t.request('GET', `${PAYOUTS}?format=csv&status=processing`, { token: s.owner });
    expect(csv.status).toBe(200);
    const table = parseCsv(csv.body as string);
    expect(table.header).toEqual(
      expect.arrayContaining([
        'payout_id',
        'vendor_id',
        'vendor_name',
        'amount',
        'status',
        'utr',
        'created_at',
        'processed_at',
      ]),
    );
    expect(table.records.find((r) => Number(r.payout_id) === payoutId)).toMatchObject({
      vendor_name: 'Listed Lal',
      amount: '700',
      status: 'processing',
    });
  });

  it('refuses bad input (400), no token (401), no permission or no step-up (403), writing nothing', async () => {
    const vendor = await s.vendorOwed([80_000]);
    const body = { vendor_ids: [vendor.vendor_id] };
    const written = async () => {
      const counts = await rowCounts(s.db());
      return { payouts: counts.payouts, outbox: counts.outbox, vendor_ledger: counts.vendor_ledger };
    };
    const before = await written();
    for (const bad of [{ vendor_ids: [] }, { vendor_ids: [1, 1] }, { vendor_ids: ['x'] }, { vendors: [1] }]) {
      expect((await s.run(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await s.t.request('POST', PAYOUTS, { body })).status).toBe(401);
    expect((await s.t.request('POST', PAYOUTS, { body, token: 'not-a-token' })).status).toBe(401);
    expect((await s.t.request('GET', PAYOUTS, {})).status).toBe(401);
    const operations = await s.t.signInAs('operations');
    await s.t.enableMfa(operations.token);
    expect(await s.run(body, operations.token)).toMatchObject({
      status: 403,
      body: { message: TeamMessages.forbidden },
    });
    const dispatcher = await s.t.signInAs('dispatcher');
    expect((await s.t.request('GET', PAYOUTS, { token: dispatcher.token })).status).toBe(403);
    // An owner without two-step sign-in; then one whose code is not recent.
    const owner2 = await s.t.signInAs('owner');
    expect(await s.run(body, owner2.token)).toMatchObject({
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
    expect(await s.run(body, owner2.token)).toMatchObject({
      status: 403,
      body: { message: TeamMessages.stepUpRequired },
    });
    expect(await written()).toEqual(before);
    expect(await s.balance(vendor.vendor_id)).toEqual({ balance: 80_000, sum: 80_000 });

    const finance = await s.t.signInAs('finance');
    await s.t.enableMfa(finance.token);
    const byFinance = await s.run(body, finance.token);
    expect(byFinance.status).toBe(201);
    const row = await s.payoutRow(byFinance.body.data.payouts[0].payout_id);
    expect(row).toMatchObject({ requested_by: finance.id });
    expect(row.requested_by_name).not.toBe(TEST_ADMIN.name);
  });
});
