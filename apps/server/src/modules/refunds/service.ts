import {
  type CreateRefundBody,
  type CustomerAppRefund,
  REFUND_REQUESTED_BY_CUSTOMER,
  type Refund,
  RefundMessages,
} from '@seva/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, RawBuilder } from 'kysely';
import {
  type PaymentProvider,
  type ProviderRefund,
  ProviderRejectedError,
} from '../../adapters/payments/payment-provider';
import type { ProviderRefundSettlement } from '../../adapters/payments/refund-settlements';
import type { Dialect } from '../../db/driver/database';
import type { Database } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/http-error';
import { listTotals } from '../../lib/lists/list-totals';
import { createPager } from '../../lib/lists/pager';
import { paiseToRupees, rupeesToPaise } from '../../lib/paise';
import type { ServiceDeps } from '../../lib/service-deps';
import { type Actor, writeAudit } from '../audit/service';
import { recordClawback } from '../ledger/earnings-service';
import { firstNameOf, queueMessage, rupeesText } from '../messages/service';
import { enqueueOutbox, type OutboxDeliveryContext, PermanentDeliveryError } from '../outbox/service';
import { toCustomerAppRefund, toRefund } from './mapper';
import {
  addRefundedPaise,
  adminName,
  countRefunds,
  failedRefundsCount,
  findPayment,
  findPaymentOfBooking,
  findRefundByProviderId,
  findRefundRecipient,
  findRefundRows,
  findRefundToDeliver,
  insertRefund,
  listRefundIds,
  listRefundRows,
  listRefundsOfPayment,
  listRefundsOfPayments,
  markRequested,
  markSettled,
  REFUND_KEY_PREFIX,
  type RefundablePayment,
  type RefundFilter,
  type RefundPage,
  type RefundRow,
  refundKey,
  releasePaise,
  reservePaise,
} from './repository';

/** What other modules take from this one. */
export { type PaymentRefundState, paymentRefundState } from './mapper';
export type { RefundablePayment, RefundRow } from './repository';

/** The outbox kind that asks the payment provider for a refund (docs/product/deliveries.md). */
export const REFUND_REQUEST_KIND = 'refund.request';

/** Why a refund failed when the provider's webhook says only that it did. */
export const PROVIDER_FAILED_REASON = 'The payment provider could not complete the refund';

/** Who asks for a refund: an admin (by id, name kept on the refund) or the customer's own cancellation. */
export interface RefundRequester {
  actor: Actor;
  /** The name the refund keeps: the admin's, or `Customer`. */
  name: string;
}

export interface RefundInput {
  amount: number;
  reason: string;
  requester: RefundRequester;
}

/**
 * Writes a refund of `payment` in `trx`, the caller's transaction (docs/product/refunds.md): the guarded
 * reservation of its amount on the payment (one conditional statement, docs/decisions/034-refund-guard.md),
 * the refund row (`pending`), its delivery to the provider (the outbox, kind `refund.request`, key
 * `refund:{id}`) and its audit row. All commit together with whatever else the transaction changes (a
 * booking's cancellation) or none does. 404 unknown payment; 422 more than what is refundable, naming it.
 * The caller emits `refund.requested` once its transaction has committed.
 */
export async function requestRefundIn(
  trx: Kysely<Database>,
  paymentId: number,
  input: RefundInput,
  now: string,
): Promise<RefundRow> {
  const paise = rupeesToPaise(input.amount);
  const payment = await reservePaise(trx, paymentId, paise);
  if (!payment) {
    const current = await findPayment(trx, paymentId);
    if (!current) throw notFound(RefundMessages.paymentNotFound);
    throw unprocessable(RefundMessages.overRefundable(refundableRupees(current)));
  }
  const refund = await insertRefund(trx, {
    payment,
    amount: paiseToRupees(paise),
    reason: input.reason,
    requestedBy: input.requester.actor.adminId,
    requestedByName: input.requester.name,
    now,
  });
  await enqueueOutbox(trx, {
    kind: REFUND_REQUEST_KIND,
    dedupeKey: refundKey(refund.refund_id),
    payload: { refund_id: refund.refund_id },
  });
  await writeAudit(trx, {
    ...input.requester.actor,
    action: 'refund.created',
    entity: 'refund',
    entityId: refund.refund_id,
    after: {
      payment_id: refund.payment_id,
      booking_id: refund.booking_id,
      amount: Number(refund.amount),
      reason: refund.reason,
      status: refund.status,
    },
  });
  return refund;
}

/** Rupees still refundable of a payment: captured − reserved (pending, requested, processed). */
export function refundableRupees(
  payment: Pick<RefundablePayment, 'payment_amount' | 'refund_reserved_paise'>,
) {
  return paiseToRupees(
    Math.max(0, rupeesToPaise(payment.payment_amount) - Number(payment.refund_reserved_paise)),
  );
}

/** Who asks, as a refund keeps it: the acting admin and their name. */
export async function refundRequesterOf(db: Kysely<Database>, actor: Actor): Promise<RefundRequester> {
  const name = actor.adminId === null ? undefined : await adminName(db, actor.adminId);
  return { actor, name: name ?? 'Admin' };
}

/** The customer app's own cancellation as a refund's requester (no admin). */
export const customerRequester = (ip: string | null): RefundRequester => ({
  actor: { adminId: null, ip },
  name: REFUND_REQUESTED_BY_CUSTOMER,
});

/**
 * A booking's payment, if it was paid (the cancel dialog's figures, a cancellation's refund). `lock`: in a
 * transaction, held until it ends (PostgreSQL's FOR UPDATE), for an amount computed from what it reads.
 */
export function paymentOfBooking(db: Kysely<Database>, bookingId: number, lock?: { dialect: Dialect }) {
  return findPaymentOfBooking(db, bookingId, lock);
}

/**
 * What the bell and the dashboard count as failed refunds (docs/product/refunds.md): the refunds the
 * provider refused (its webhook said `refund.failed`) and not refunded again since, whose delivery is not
 * dead (a dead one is counted among the failed deliveries). One scalar subquery.
 */
export function failedRefunds(): RawBuilder<number> {
  return failedRefundsCount();
}

/** The customer app's refunds of the given payments, by payment. */
export async function customerRefundsOf(
  db: Kysely<Database>,
  paymentIds: readonly number[],
): Promise<Map<number, CustomerAppRefund[]>> {
  const byPayment = new Map<number, CustomerAppRefund[]>();
  for (const row of await listRefundsOfPayments(db, paymentIds)) {
    const list = byPayment.get(row.payment_id) ?? [];
    list.push(toCustomerAppRefund(row));
    byPayment.set(row.payment_id, list);
  }
  return byPayment;
}

export { toCustomerAppRefund, toRefund };

/**
 * Refunds (docs/product/refunds.md): an admin's refund of a customer payment, the lists, the outbox
 * handler that asks the provider (`refund.request`) and the settlement the provider's webhook brings.
 * Every change emits its live event once committed (`refund.requested`, `refund.processed`,
 * `refund.failed`); the list's totals forget on them.
 */
export function createRefundService(deps: ServiceDeps, provider: PaymentProvider) {
  const { db, dialect, clock, events, config } = deps;
  const now = () => new Date(clock()).toISOString();

  const totals = listTotals<RefundFilter>(deps, {
    count: (filter, reader) => countRefunds(reader, dialect, filter),
    keyOf: (filter) => JSON.stringify([filter.status ?? null, filter.q ?? null]),
    isSearch: (filter) => Boolean(filter.q),
  });
  events.subscribe((event) => {
    if (event.type.startsWith('refund.')) totals.invalidate();
  });
  const pager = createPager<RefundFilter, RefundPage, RefundRow>(deps, {
    ids: (filter, page, reader) => listRefundIds(reader, dialect, filter, page),
    rowsById: (ids) => findRefundRows(db, ids),
    idOf: (row) => row.refund_id,
    toItem: toRefund,
    pageRows: (filter, page, reader) => listRefundRows(reader, dialect, filter, page),
    total: totals.of,
    knownTotal: totals.known,
    isSearch: (filter) => Boolean(filter.q),
  });

  /** An admin's refund of a customer payment (POST payments/{payment_id}/refunds). */
  async function create(paymentId: number, body: CreateRefundBody, actor: Actor): Promise<Refund> {
    const requester = await refundRequesterOf(db, actor);
    const refund = await db
      .transaction()
      .execute((trx) =>
        requestRefundIn(trx, paymentId, { amount: body.amount, reason: body.reason, requester }, now()),
      );
    events.emit('refund.requested', refund.refund_id);
    return toRefund(refund);
  }

  /** Every refund of one payment, newest first (the payment details dialog). 404 unknown payment. */
  async function ofPayment(paymentId: number): Promise<Refund[]> {
    if (!(await findPayment(db, paymentId))) throw notFound(RefundMessages.paymentNotFound);
    return (await listRefundsOfPayment(db, paymentId)).map(toRefund);
  }

  /**
   * Moves a refund to `processed` or `failed` once (one conditional update), with its payment's counters
   * and an audit row in the same transaction: processed paise counted as refunded, failed ones made
   * refundable again. Undefined when it was settled already.
   */
  async function settleRefund(
    refund: RefundRow,
    change: {
      status: 'processed' | 'failed';
      providerRefundId: string | null;
      failureReason: string | null;
      processedAt: string;
    },
  ): Promise<RefundRow | undefined> {
    const at = now();
    const settled = await db.transaction().execute(async (trx) => {
      const row = await markSettled(trx, {
        refundId: refund.refund_id,
        status: change.status,
        providerRefundId: change.providerRefundId,
        failureReason: change.status === 'failed' ? (change.failureReason ?? PROVIDER_FAILED_REASON) : null,
        processedAt: change.status === 'processed' ? change.processedAt : null,
        now: at,
      });
      if (!row) return undefined;
      const paise = rupeesToPaise(row.amount);
      if (change.status === 'processed') {
        const payment = await addRefundedPaise(trx, row.payment_id, paise);
        // A refund of a booking the vendor had earned on claws back its share (docs/product/vendor-ledger.md).
        await recordClawback(trx, { refund_id: row.refund_id, booking_id: row.booking_id, paise }, payment);
        // The customer is told once, however often the provider's webhook or the delivery reports it.
        await queueMessage(config, trx, {
          event: 'refund.processed',
          to: await findRefundRecipient(trx, row),
          values: {
            booking_id: String(row.booking_id),
            customer_first_name: firstNameOf(row.customer_name),
            amount: rupeesText(paise),
          },
          about: { bookingId: row.booking_id },
          dedupeKey: `refund.processed:refund:${row.refund_id}`,
        });
      } else await releasePaise(trx, row.payment_id, paise);
      await writeAudit(trx, {
        adminId: null,
        ip: null,
        action: `refund.${change.status}`,
        entity: 'refund',
        entityId: row.refund_id,
        before: { status: refund.status },
        after: {
          status: row.status,
          provider_refund_id: row.provider_refund_id,
          ...(row.failure_reason ? { failure_reason: row.failure_reason } : {}),
        },
      });
      return row;
    });
    if (settled)
      events.emit(change.status === 'processed' ? 'refund.processed' : 'refund.failed', settled.refund_id);
    return settled;
  }

  /** What the provider holds of the refund now: `requested`, or settled when it already is. */
  async function recordProviderRefund(refund: RefundRow, made: ProviderRefund): Promise<void> {
    if (made.status === 'processed' || made.status === 'failed') {
      await settleRefund(refund, {
        status: made.status,
        providerRefundId: made.id,
        failureReason: null,
        processedAt: now(),
      });
      return;
    }
    const requested = await markRequested(db, {
      refundId: refund.refund_id,
      providerRefundId: made.id,
      now: now(),
    });
    if (requested) events.emit('refund.requested', requested.refund_id);
  }

  /**
   * The outbox handler of `refund.request` (docs/product/refunds.md#delivery): asks the provider whether
   * it already has this refund (by its receipt, `refund:{id}`) and only otherwise asks for it, so a
   * delivery repeated after a crash or a lost answer never refunds twice. A refusal fails the refund (its
   * amount refundable again) and the delivery for good; an outage is tried again later.
   */
  async function deliver(payload: unknown, _context: OutboxDeliveryContext): Promise<void> {
    const refundId = Number((payload as { refund_id?: unknown } | null)?.refund_id);
    const refund = Number.isInteger(refundId) ? await findRefundToDeliver(db, refundId) : undefined;
    if (!refund) throw new PermanentDeliveryError(`Refund ${String(refundId)} not found`);
    // Requested by an earlier attempt, or already settled: nothing to ask.
    if (refund.status !== 'pending') return;
    const { payment_ref_no: providerPaymentId, ...row } = refund;
    const receipt = refundKey(refund.refund_id);
    try {
      const made =
        (await provider.findRefund({ providerPaymentId, receipt })) ??
        (await provider.requestRefund({
          providerPaymentId,
          amountPaise: rupeesToPaise(refund.amount),
          receipt,
          notes: { reason: refund.reason.slice(0, 256), refund_id: String(refund.refund_id) },
        }));
      await recordProviderRefund(row, made);
    } catch (err) {
      if (!(err instanceof ProviderRejectedError)) throw err;
      await settleRefund(row, {
        status: 'failed',
        providerRefundId: null,
        failureReason: `The payment provider refused the refund: ${err.message}`,
        processedAt: now(),
      });
      throw new PermanentDeliveryError(`The payment provider refused the refund: ${err.message}`);
    }
  }

  /**
   * The one handler of the provider's refund webhooks (app.shared.refundSettlements): finds the refund by
   * the provider's id, else by its receipt on the same payment, and settles it once. A refund this server
   * never asked for (made by hand in the provider's dashboard) is acknowledged and left alone.
   */
  async function settle(settlement: ProviderRefundSettlement, log: FastifyBaseLogger): Promise<string> {
    let refund: RefundRow | undefined = await findRefundByProviderId(db, settlement.providerRefundId);
    if (!refund && settlement.receipt?.startsWith(REFUND_KEY_PREFIX)) {
      const id = Number(settlement.receipt.slice(REFUND_KEY_PREFIX.length));
      const found = Number.isInteger(id) ? await findRefundToDeliver(db, id) : undefined;
      if (found && found.payment_ref_no === settlement.providerPaymentId) {
        const { payment_ref_no: _, ...row } = found;
        refund = row;
      }
    }
    if (!refund) {
      log.warn(
        { refund: settlement.providerRefundId, payment: settlement.providerPaymentId },
        'a refund settlement names no refund of ours: acknowledged, nothing changed',
      );
      return RefundMessages.unknownRefund;
    }
    if (rupeesToPaise(refund.amount) !== settlement.amountPaise) {
      log.warn(
        { refund: refund.refund_id, ours: rupeesToPaise(refund.amount), provider: settlement.amountPaise },
        "a refund settlement's amount is not the refund's",
      );
    }
    const settled = await settleRefund(refund, {
      status: settlement.status,
      providerRefundId: settlement.providerRefundId,
      failureReason: null,
      processedAt: settlement.processedAt,
    });
    if (!settled) return RefundMessages.alreadySettled;
    return settlement.status === 'processed' ? RefundMessages.processed : RefundMessages.failed;
  }

  return { list: pager.listJson, items: pager.items, create, ofPayment, deliver, settle };
}

export type RefundService = ReturnType<typeof createRefundService>;
