import { type CreatePayoutsBody, type Payout, PayoutMessages, type PayoutSkip } from '@seva/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RawBuilder } from 'kysely';
import {
  type PaymentProvider,
  type ProviderPayout,
  ProviderRejectedError,
} from '../../adapters/payments/payment-provider';
import type { ProviderPayoutSettlement } from '../../adapters/payments/payout-settlements';
import { listTotals } from '../../lib/lists/list-totals';
import { createPager } from '../../lib/lists/pager';
import { rupeesToPaise } from '../../lib/paise';
import type { ServiceDeps } from '../../lib/service-deps';
import { type Actor, writeAudit } from '../audit/service';
import { appendLedgerEntry } from '../ledger/entry-service';
import { queueMessage, rupeesText } from '../messages/service';
import { enqueueOutbox, type OutboxDeliveryContext, PermanentDeliveryError } from '../outbox/service';
import { bankAccountOf, type PayoutBankAccountJson, toPayout } from './mapper';
import {
  adminName,
  balanceOf,
  countPayouts,
  failedPayoutsCount,
  findPayout,
  findPayoutByProviderId,
  findPayoutContact,
  findPayoutRows,
  findPayoutVendors,
  findVendorsOwed,
  insertPayout,
  listPayoutIds,
  listPayoutRows,
  markProcessing,
  markSettled,
  PAYOUT_KEY_PREFIX,
  type PayoutFilter,
  type PayoutPage,
  type PayoutRow,
  type PayoutVendor,
  payoutIdempotencyKey,
  payoutKey,
  reserveBalance,
} from './repository';

/** The outbox kind that asks the payment provider for a payout (docs/product/deliveries.md). */
export const PAYOUT_REQUEST_KIND = 'payout.request';

/** Tries of one vendor's reservation when its balance moved between the read and the guard. */
const RESERVE_TRIES = 3;

type Settled = 'processed' | 'reversed' | 'failed';

/**
 * What the bell and the dashboard count as failed payouts (docs/product/payouts.md#failed-payouts): the
 * payouts that ended `failed` or `reversed` (the amount back on the vendor's balance) with no later payout
 * of that vendor: at most one per vendor, its newest payout. One scalar subquery.
 */
export function failedPayouts(): RawBuilder<number> {
  return failedPayoutsCount();
}

/**
 * Payouts to vendors (docs/product/payouts.md): a payout run, the list, the outbox handler that asks the
 * provider (`payout.request`) and the settlement the provider's webhook brings. Every change emits its
 * live event once committed (`payout.queued`, `payout.processing`, `payout.processed`, `payout.reversed`,
 * `payout.failed`); the list's totals forget on them.
 */
export function createPayoutService(deps: ServiceDeps, provider: PaymentProvider) {
  const { db, clock, events, config } = deps;
  const now = () => new Date(clock()).toISOString();
  const minimumPaise = rupeesToPaise(config.payoutMinimumRupees);

  const totals = listTotals<PayoutFilter>(deps, {
    count: (filter, reader) => countPayouts(reader, filter),
    keyOf: (filter) => JSON.stringify([filter.status ?? null]),
    isSearch: () => false,
  });
  events.subscribe((event) => {
    if (event.type.startsWith('payout.')) totals.invalidate();
  });
  const pager = createPager<PayoutFilter, PayoutPage, PayoutRow>(deps, {
    ids: (filter, page, reader) => listPayoutIds(reader, filter, page),
    rowsById: (ids) => findPayoutRows(db, ids),
    idOf: (row) => row.payout_id,
    toItem: toPayout,
    pageRows: (filter, page, reader) => listPayoutRows(reader, filter, page),
    total: totals.of,
    knownTotal: totals.known,
  });

  /**
   * Pays one vendor its whole balance, in one transaction: the guard (one conditional update of the
   * balance), the payout row (`queued`), its `payout` ledger entry, its delivery to the provider and its
   * audit row. The balance is read again when the guard refused (it moved meanwhile): a vendor paid by
   * another run at the same moment is then below the minimum and skipped.
   */
  async function payVendor(
    vendor: PayoutVendor,
    bank: PayoutBankAccountJson,
    actor: Actor,
    requesterName: string,
  ): Promise<PayoutRow | undefined> {
    let amount = Number(vendor.balance_paise);
    for (let attempt = 1; attempt <= RESERVE_TRIES; attempt++) {
      if (amount < minimumPaise) return undefined;
      const paise = amount;
      const payout = await db.transaction().execute(async (trx) => {
        if (!(await reserveBalance(trx, vendor.vendor_id, paise, minimumPaise))) return undefined;
        const row = await insertPayout(trx, {
          vendor,
          amountPaise: paise,
          bankAccount: JSON.stringify(bank),
          requestedBy: actor.adminId,
          requestedByName: requesterName,
          now: now(),
        });
        await appendLedgerEntry(
          trx,
          {
            vendor_id: vendor.vendor_id,
            type: 'payout',
            amount_paise: -paise,
            payout_id: row.payout_id,
            created_by: actor.adminId,
          },
          { balanceMoved: true },
        );
        await enqueueOutbox(trx, {
          kind: PAYOUT_REQUEST_KIND,
          dedupeKey: payoutKey(row.payout_id),
          payload: { payout_id: row.payout_id },
        });
        await writeAudit(trx, {
          ...actor,
          action: 'payout.created',
          entity: 'payout',
          entityId: row.payout_id,
          after: { vendor_id: row.vendor_id, amount: paise / 100, status: row.status },
        });
        return row;
      });
      if (payout) return payout;
      amount = (await balanceOf(db, vendor.vendor_id)) ?? 0;
    }
    return undefined;
  }

  /** POST payouts: pays every listed vendor (or every vendor) owed at least PAYOUT_MINIMUM with a bank account. */
  async function run(
    body: CreatePayoutsBody,
    actor: Actor,
  ): Promise<{ payouts: Payout[]; skipped: PayoutSkip[] }> {
    const requesterName =
      (actor.adminId === null ? undefined : await adminName(db, actor.adminId)) ?? 'Admin';
    const listed = body.vendor_ids;
    const vendors = listed ? await findPayoutVendors(db, listed) : await findVendorsOwed(db, minimumPaise);
    const skipped: PayoutSkip[] = [];
    if (listed) {
      const found = new Set(vendors.map((v) => v.vendor_id));
      for (const id of listed) if (!found.has(id)) skipped.push({ vendor_id: id, reason: 'not_found' });
    }
    const payouts: PayoutRow[] = [];
    for (const vendor of vendors.sort((a, b) => a.vendor_id - b.vendor_id)) {
      const bank = bankAccountOf(vendor.account_details, vendor.vendor_name);
      if (Number(vendor.balance_paise) < minimumPaise) {
        skipped.push({ vendor_id: vendor.vendor_id, reason: 'below_minimum' });
        continue;
      }
      if (!bank) {
        skipped.push({ vendor_id: vendor.vendor_id, reason: 'no_bank_account' });
        continue;
      }
      const payout = await payVendor(vendor, bank, actor, requesterName);
      if (payout) {
        payouts.push(payout);
        events.emit('payout.queued', payout.payout_id);
      } else skipped.push({ vendor_id: vendor.vendor_id, reason: 'below_minimum' });
    }
    skipped.sort((a, b) => a.vendor_id - b.vendor_id);
    return { payouts: payouts.map(toPayout), skipped };
  }

  /**
   * Moves a payout to `processed`, `reversed` or `failed` once (one conditional update), in one
   * transaction with: for `processed`, the vendor's `vendor.payout_processed` message; otherwise the
   * `payout_reversal` entry giving the amount back to the balance; and an audit row. Undefined when it
   * was settled already.
   */
  async function settlePayout(
    payout: PayoutRow,
    change: {
      status: Settled;
      providerPayoutId: string | null;
      utr: string | null;
      failureReason: string | null;
      processedAt: string;
    },
  ): Promise<PayoutRow | undefined> {
    const at = now();
    const settled = await db.transaction().execute(async (trx) => {
      const row = await markSettled(trx, {
        payoutId: payout.payout_id,
        status: change.status,
        providerPayoutId: change.providerPayoutId,
        utr: change.status === 'processed' ? change.utr : null,
        failureReason:
          change.status === 'processed' ? null : (change.failureReason ?? PayoutMessages.providerFailed),
        processedAt: change.status === 'processed' ? change.processedAt : null,
        now: at,
      });
      if (!row) return undefined;
      const paise = Number(row.amount_paise);
      if (change.status === 'processed') {
        const contact = await findPayoutContact(trx, row.vendor_id);
        // The vendor is told once, however often the provider's webhook or the delivery reports it.
        await queueMessage(config, trx, {
          event: 'vendor.payout_processed',
          to: contact?.vendor_mobile,
          values: {
            vendor_name: row.vendor_name,
            amount: rupeesText(paise),
            utr: row.utr ?? '',
          },
          about: { vendorId: row.vendor_id },
          dedupeKey: `vendor.payout_processed:payout:${row.payout_id}`,
        });
      } else {
        await appendLedgerEntry(trx, {
          vendor_id: row.vendor_id,
          type: 'payout_reversal',
          amount_paise: paise,
          payout_id: row.payout_id,
          reason: row.failure_reason,
        });
      }
      await writeAudit(trx, {
        adminId: null,
        ip: null,
        action: `payout.${change.status}`,
        entity: 'payout',
        entityId: row.payout_id,
        before: { status: payout.status },
        after: {
          status: row.status,
          provider_payout_id: row.provider_payout_id,
          ...(row.utr ? { utr: row.utr } : {}),
          ...(row.failure_reason ? { failure_reason: row.failure_reason } : {}),
        },
      });
      return row;
    });
    if (settled) events.emit(`payout.${change.status}`, settled.payout_id);
    return settled;
  }

  /** What the provider holds of the payout now: `processing`, or settled when it already is. */
  async function recordProviderPayout(payout: PayoutRow, made: ProviderPayout): Promise<void> {
    const settledAs: Settled | undefined =
      made.status === 'processed'
        ? 'processed'
        : made.status === 'reversed'
          ? 'reversed'
          : made.status === 'failed' || made.status === 'cancelled' || made.status === 'rejected'
            ? 'failed'
            : undefined;
    if (settledAs) {
      await settlePayout(payout, {
        status: settledAs,
        providerPayoutId: made.id,
        utr: made.utr,
        failureReason: made.failureReason,
        processedAt: now(),
      });
      return;
    }
    const processing = await markProcessing(db, {
      payoutId: payout.payout_id,
      providerPayoutId: made.id,
      now: now(),
    });
    if (processing) events.emit('payout.processing', processing.payout_id);
  }

  /**
   * The outbox handler of `payout.request` (docs/product/payouts.md#delivery): asks the provider for the
   * payout with its stable idempotency key (`seva-payout-{id}`) and the bank account copied when it was
   * made, so a delivery repeated after an outage, a lost answer or a crash answers the payout the first
   * attempt made and never pays twice. A refusal fails the payout (its amount back to the balance) and the
   * delivery for good; an outage is tried again later.
   */
  async function deliver(payload: unknown, _context: OutboxDeliveryContext): Promise<void> {
    const payoutId = Number((payload as { payout_id?: unknown } | null)?.payout_id);
    const payout = Number.isInteger(payoutId) ? await findPayout(db, payoutId) : undefined;
    if (!payout) throw new PermanentDeliveryError(`Payout ${String(payoutId)} not found`);
    // Accepted by an earlier attempt, or already settled: nothing to ask.
    if (payout.status !== 'queued') return;
    const bank = payout.bank_account ? (JSON.parse(payout.bank_account) as PayoutBankAccountJson) : null;
    const refuse = async (reason: string) => {
      await settlePayout(payout, {
        status: 'failed',
        providerPayoutId: null,
        utr: null,
        failureReason: reason,
        processedAt: now(),
      });
      throw new PermanentDeliveryError(reason);
    };
    if (!bank) return refuse('The payout has no bank account');
    const contact = await findPayoutContact(db, payout.vendor_id);
    try {
      const made = await provider.requestPayout({
        amountPaise: Number(payout.amount_paise),
        referenceId: payoutKey(payout.payout_id),
        idempotencyKey: payoutIdempotencyKey(payout.payout_id),
        bankAccount: { name: bank.name, ifsc: bank.ifsc, accountNumber: bank.account_number },
        contact: {
          name: payout.vendor_name,
          phone: contact?.vendor_mobile ?? null,
          email: contact?.vendor_email ?? null,
          referenceId: `vendor:${payout.vendor_id}`,
        },
        notes: { payout_id: String(payout.payout_id), vendor_name: payout.vendor_name },
      });
      await recordProviderPayout(payout, made);
    } catch (err) {
      if (!(err instanceof ProviderRejectedError)) throw err;
      await refuse(`The payment provider refused the payout: ${err.message}`);
    }
  }

  /**
   * The one handler of the provider's payout webhooks (app.shared.payoutSettlements): finds the payout by
   * the provider's id, else by its reference (`payout:{id}`), and settles it once. A payout this server
   * never asked for (made by hand in the provider's dashboard) is acknowledged and left alone.
   */
  async function settle(settlement: ProviderPayoutSettlement, log: FastifyBaseLogger): Promise<string> {
    let payout = await findPayoutByProviderId(db, settlement.providerPayoutId);
    if (!payout && settlement.referenceId?.startsWith(PAYOUT_KEY_PREFIX)) {
      const id = Number(settlement.referenceId.slice(PAYOUT_KEY_PREFIX.length));
      const found = Number.isInteger(id) ? await findPayout(db, id) : undefined;
      if (found && (found.provider_payout_id ?? settlement.providerPayoutId) === settlement.providerPayoutId)
        payout = found;
    }
    if (!payout) {
      log.warn(
        { payout: settlement.providerPayoutId },
        'a payout settlement names no payout of ours: acknowledged, nothing changed',
      );
      return PayoutMessages.unknownPayout;
    }
    if (Number(payout.amount_paise) !== settlement.amountPaise) {
      log.warn(
        { payout: payout.payout_id, ours: Number(payout.amount_paise), provider: settlement.amountPaise },
        "a payout settlement's amount is not the payout's",
      );
    }
    const settled = await settlePayout(payout, {
      status: settlement.status,
      providerPayoutId: settlement.providerPayoutId,
      utr: settlement.utr,
      failureReason: settlement.failureReason,
      processedAt: settlement.processedAt,
    });
    if (!settled) return PayoutMessages.alreadySettled;
    return PayoutMessages[settlement.status];
  }

  return { list: pager.listJson, items: pager.items, run, deliver, settle };
}

export type PayoutService = ReturnType<typeof createPayoutService>;
