import {
  type LedgerAdjustmentBody,
  type LedgerEntry,
  VENDOR_EARNINGS_PAGE,
  type VendorEarnings,
  VendorLedgerMessages,
} from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Dialect } from '../../db/driver/database';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { listTotals } from '../../lib/lists/list-totals';
import { createPager } from '../../lib/lists/pager';
import type { Page } from '../../lib/lists/paging';
import { paiseToRupees, rupeesToPaise } from '../../lib/paise';
import type { ServiceDeps } from '../../lib/service-deps';
import { type Actor, writeAudit } from '../audit/service';
import { commissionPaiseOf, commissionPercentNow } from './commission-service';
import {
  type BalanceFilter,
  type BalanceRow,
  countBalances,
  countLedger,
  findBalanceRows,
  findEarning,
  findLedgerRows,
  type LedgerFilter,
  listBalanceIds,
  listBalanceRows,
  listLedgerIds,
  listLedgerRows,
  listUnearnedCompletedBookings,
  listVendorPayouts,
  lockPaymentOfBooking,
  vendorBalancePaise,
  vendorExists,
} from './earnings-repository';
import { toLedgerEntry, toVendorAppPayout, toVendorBalance } from './mapper';
import { appendLedgerEntry, type LedgerEntryRow } from './repository';

/** `a / b` rounded to the nearest whole number (half up), exactly: a ≥ 0, b > 0 (paise × paise overflows a double). */
function roundedQuotient(a: bigint, b: bigint): number {
  return Number((2n * a + b) / (2n * b));
}

/**
 * The vendor's earning on a completed booking (docs/product/vendor-ledger.md#earning), in the transaction
 * that completes it: the booking's payment less what was already refunded of it, less the commission at
 * the percentage its payment captured (rounded to the paisa; a payment from before the percentage was
 * captured takes the category's now). Nothing when the booking has no payment or was refunded in full;
 * written once per booking (the unique earning of a booking).
 */
export async function recordEarning(
  trx: Kysely<Database>,
  deps: { dialect: Dialect; config: Pick<Config, 'defaultCommissionPercent'> },
  booking: { booking_id: number; vendor_id: number },
  at?: string,
): Promise<LedgerEntryRow | undefined> {
  const payment = await lockPaymentOfBooking(trx, deps.dialect, booking.booking_id);
  if (!payment) return undefined;
  const base = rupeesToPaise(payment.payment_amount) - Number(payment.refunded_paise);
  if (base <= 0) return undefined;
  const percent =
    payment.commission_percent !== null
      ? Number(payment.commission_percent)
      : await commissionPercentNow(deps.config, trx, payment.service_cat_id ?? 0);
  const commission = commissionPaiseOf(base, percent);
  return appendLedgerEntry(trx, {
    vendor_id: booking.vendor_id,
    type: 'earning',
    amount_paise: base - commission,
    commission_paise: commission,
    booking_id: booking.booking_id,
    ...(at === undefined ? {} : { created_at: at }),
  });
}

/**
 * The earnings of completed paid bookings that have none, dated when each booking was completed, as the
 * completions would have written them: the demo data's bookings (db/seed) are inserted completed. Answers
 * how many were written.
 */
export async function recordMissingEarnings(
  trx: Kysely<Database>,
  deps: { dialect: Dialect; config: Pick<Config, 'defaultCommissionPercent'> },
): Promise<number> {
  let written = 0;
  for (const booking of await listUnearnedCompletedBookings(trx)) {
    if (await recordEarning(trx, deps, booking, booking.updated_at)) written++;
  }
  return written;
}

/**
 * The clawback of a processed refund of a booking the vendor had earned on (docs/product/vendor-ledger.md#clawback),
 * in the transaction that settles the refund, after the payment's refunded paise counted it
 * (`refundedPaiseAfter`). The vendor gives back its share of the refunded amount and the marketplace its
 * commission on it, in the earning's proportion; counted on the refunds since the earning together, so
 * that refunds adding up to the earning's base claw back exactly the earning. Nothing when the vendor had
 * not earned on the booking; written once per refund.
 */
export async function recordClawback(
  trx: Kysely<Database>,
  refund: { refund_id: number; booking_id: number; paise: number },
  payment: { payment_amount: number | string; refunded_paise: number },
): Promise<LedgerEntryRow | undefined> {
  const earning = await findEarning(trx, refund.booking_id);
  if (!earning) return undefined;
  const earned = BigInt(earning.amount_paise);
  const base = Number(earning.amount_paise) + Number(earning.commission_paise);
  // What had been refunded when the vendor earned is outside the earning's base.
  const refundedBefore = rupeesToPaise(payment.payment_amount) - base;
  const after = Math.min(base, Number(payment.refunded_paise) - refundedBefore);
  const before = Math.max(0, after - refund.paise);
  if (after <= before) return undefined;
  const share =
    roundedQuotient(BigInt(after) * earned, BigInt(base)) -
    roundedQuotient(BigInt(before) * earned, BigInt(base));
  return appendLedgerEntry(trx, {
    vendor_id: earning.vendor_id,
    type: 'refund_clawback',
    amount_paise: -share,
    commission_paise: -(after - before - share),
    booking_id: refund.booking_id,
    refund_id: refund.refund_id,
  });
}

/** GET /vendor/me/earnings (the vendor app): the balance, the newest entries and the newest payouts. */
export async function vendorEarningsOf(db: Kysely<Database>, vendorId: number): Promise<VendorEarnings> {
  const page = { limit: VENDOR_EARNINGS_PAGE, offset: 0 };
  const [balance, entries, payouts] = await Promise.all([
    vendorBalancePaise(db, vendorId),
    listLedgerRows(db, { vendorId }, page),
    listVendorPayouts(db, vendorId, VENDOR_EARNINGS_PAGE),
  ]);
  return {
    balance: paiseToRupees(balance),
    entries: entries.map(toLedgerEntry),
    payouts: payouts.map(toVendorAppPayout),
  };
}

/**
 * Vendor earnings (docs/product/vendor-ledger.md): a vendor's ledger, the balances list, finance's
 * adjustments and the vendor app's own view. The lists' totals forget on every write that may add an
 * entry (a completion, a processed refund, an adjustment: `vendor.changed`).
 */
export function createEarningsService(deps: ServiceDeps) {
  const { db, dialect, events } = deps;

  const ledgerTotals = listTotals<LedgerFilter>(deps, {
    count: (filter, reader) => countLedger(reader, filter),
    keyOf: (filter) => JSON.stringify([filter.vendorId, filter.type ?? null]),
    isSearch: () => false,
  });
  const balanceTotals = listTotals<BalanceFilter>(deps, {
    count: (filter, reader) => countBalances(reader, dialect, filter),
    keyOf: (filter) => JSON.stringify([filter.q ?? null, filter.vendorId ?? null]),
    isSearch: (filter) => Boolean(filter.q),
  });
  events.subscribe((event) => {
    if (
      event.type === 'booking.completed' ||
      event.type === 'refund.processed' ||
      event.type === 'vendor.changed' ||
      event.type.startsWith('payout.')
    ) {
      ledgerTotals.invalidate();
      balanceTotals.invalidate();
    }
  });

  const ledgerPager = createPager<LedgerFilter, Page, LedgerEntryRow>(deps, {
    ids: (filter, page, reader) => listLedgerIds(reader, filter, page),
    rowsById: (ids) => findLedgerRows(db, ids),
    idOf: (row) => row.entry_id,
    toItem: toLedgerEntry,
    pageRows: (filter, page, reader) => listLedgerRows(reader, filter, page),
    total: ledgerTotals.of,
  });
  const balancePager = createPager<BalanceFilter, Page, BalanceRow>(deps, {
    ids: (filter, page, reader) => listBalanceIds(reader, dialect, filter, page),
    rowsById: (ids) => findBalanceRows(db, ids),
    idOf: (row) => row.vendor_id,
    toItem: toVendorBalance,
    pageRows: (filter, page, reader) => listBalanceRows(reader, dialect, filter, page),
    total: balanceTotals.of,
    knownTotal: balanceTotals.known,
    isSearch: (filter) => Boolean(filter.q),
  });

  async function requireVendor(vendorId: number): Promise<void> {
    if (!(await vendorExists(db, vendorId))) throw notFound(VendorLedgerMessages.vendorNotFound);
  }

  /** GET vendors/{vendorId}/ledger as JSON; 404 unknown vendor. */
  async function ledger(filter: LedgerFilter, page: Page) {
    await requireVendor(filter.vendorId);
    return ledgerPager.listJson(filter, page);
  }

  /** The vendor's ledger for a CSV export; 404 unknown vendor (before the first byte). */
  async function ledgerItems(filter: LedgerFilter) {
    await requireVendor(filter.vendorId);
    return ledgerPager.items(filter, {});
  }

  /**
   * Finance's adjustment of a vendor's balance, either sign, with its reason: the entry and its audit row
   * (`ledger.adjusted`, the balance before and after) in one transaction. 404 unknown vendor.
   */
  async function adjust(vendorId: number, body: LedgerAdjustmentBody, actor: Actor): Promise<LedgerEntry> {
    await requireVendor(vendorId);
    const entry = await db.transaction().execute(async (trx) => {
      const row = await appendLedgerEntry(trx, {
        vendor_id: vendorId,
        type: 'adjustment',
        amount_paise: rupeesToPaise(body.amount),
        reason: body.reason,
        created_by: actor.adminId,
      });
      if (!row) throw new Error('an adjustment is never a duplicate');
      const balance = await vendorBalancePaise(trx, vendorId);
      await writeAudit(trx, {
        ...actor,
        action: 'ledger.adjusted',
        entity: 'vendor',
        entityId: vendorId,
        before: { balance: paiseToRupees(balance - Number(row.amount_paise)) },
        after: {
          balance: paiseToRupees(balance),
          entry_id: row.entry_id,
          amount: paiseToRupees(Number(row.amount_paise)),
          reason: row.reason,
        },
      });
      return row;
    });
    events.emit('vendor.changed', vendorId);
    return toLedgerEntry(entry);
  }

  return {
    ledger,
    ledgerItems,
    balances: balancePager.listJson,
    balanceItems: balancePager.items,
    adjust,
  };
}

export type EarningsService = ReturnType<typeof createEarningsService>;
