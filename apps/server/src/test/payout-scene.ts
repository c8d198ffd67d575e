import type { LiveEvent } from '@seva/contract';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../db/schema';
import { appendLedgerEntry, balanceAndSum } from '../modules/ledger/repository';
import { insertVendor, type VendorInsert } from './factories';
import { type FakeRazorpay, startFakeRazorpay } from './fake-razorpay';
import { onLiveEvent } from './live-events';
import { createTestApp, type TestApp } from './test-app';

export const PAYOUTS = '/api/v1/admin/data/payouts';

/**
 * The scene the payout tests start from (docs/product/payouts.md): the fake Razorpay server and an app
 * paying through it (PAYMENT_PROVIDER=razorpay, RazorpayX's payouts), an owner with step-up, and helpers
 * to give a vendor a balance (ledger entries written directly) and follow a payout.
 */
export function payoutScene(env: Record<string, string> = {}) {
  const scene = { events: [] as LiveEvent[] } as {
    fake: FakeRazorpay;
    t: TestApp;
    owner: string;
    events: LiveEvent[];
  };
  const db = () => scene.t.database.handle.db;
  beforeAll(async () => {
    scene.fake = await startFakeRazorpay();
    scene.t = await createTestApp(
      scene.fake.env({ OUTBOX_POLL_MS: '50', RAZORPAY_TIMEOUT_MS: '5000', ...env }),
    );
    onLiveEvent(scene.t.app, (event) => scene.events.push(event));
    scene.owner = await scene.t.login();
    await scene.t.enableMfa(scene.owner);
  }, 60_000);
  afterAll(async () => {
    await scene.t?.close();
    await scene.fake?.close();
  });
  beforeEach(() => scene.fake?.up());

  /** A vendor whose ledger holds `entries` (paise, adjustments unless typed), its balance their sum. */
  async function vendorOwed(
    entries: Array<number | { type: 'earning' | 'adjustment'; amount: number; commission?: number }>,
    overrides: Partial<VendorInsert> = {},
  ) {
    const vendor = await insertVendor(db(), { vendor_name: 'Ravi Kumar', ...overrides });
    for (const entry of entries) await credit(vendor.vendor_id, entry);
    return vendor;
  }

  let bookingId = 70_000;
  async function credit(
    vendorId: number,
    entry: number | { type: 'earning' | 'adjustment'; amount: number; commission?: number },
  ) {
    const e = typeof entry === 'number' ? { type: 'adjustment' as const, amount: entry } : entry;
    await db()
      .transaction()
      .execute((trx) =>
        appendLedgerEntry(trx, {
          vendor_id: vendorId,
          type: e.type,
          amount_paise: e.amount,
          commission_paise: e.commission ?? 0,
          ...(e.type === 'earning' ? { booking_id: bookingId++ } : { reason: 'Test balance' }),
        }),
      );
  }

  const payoutRow = (payoutId: number) =>
    db().selectFrom('payouts').selectAll().where('payout_id', '=', payoutId).executeTakeFirstOrThrow();

  /** Waits (polling) until `condition` holds; fails after `timeoutMs`. */
  async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async function payoutReaches(payoutId: number, status: string) {
    await until(async () => (await payoutRow(payoutId)).status === status);
    return payoutRow(payoutId);
  }

  /** A payout run over HTTP (the owner's token unless given). */
  const run = (body: unknown, token = scene.owner, headers?: Record<string, string>) =>
    scene.t.request('POST', PAYOUTS, { token, body, ...(headers ? { headers } : {}) });

  /** RazorpayX finishes the payout and sends its webhook, signed; answers the webhook's response. */
  async function settleAtProvider(
    providerPayoutId: string,
    status: 'processed' | 'reversed' | 'failed',
    eventId?: string,
  ) {
    const payout = scene.fake.settlePayout(providerPayoutId, status);
    return scene.fake.sendWebhook(
      `${scene.t.baseUrl}/api/v1/payments/razorpay/webhook`,
      scene.fake.event(`payout.${status}`, { payout }),
      eventId ? { eventId } : {},
    );
  }

  /** The vendor's ledger, oldest first: [type, amount_paise]. */
  const ledgerOf = async (vendorId: number) =>
    (
      await db()
        .selectFrom('vendor_ledger')
        .select(['type', 'amount_paise', 'payout_id'])
        .where('vendor_id', '=', vendorId)
        .orderBy('entry_id')
        .execute()
    ).map((e) => [e.type, Number(e.amount_paise)] as const);

  const balance = (vendorId: number) => balanceAndSum(db(), vendorId);

  return Object.assign(scene, {
    db: db as () => import('kysely').Kysely<Database>,
    vendorOwed,
    credit,
    payoutRow,
    until,
    payoutReaches,
    run,
    settleAtProvider,
    ledgerOf,
    balance,
  });
}
