import type { RefundSortField, RefundStatus } from '@seva/contract';
import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import { matchesText } from '../../db/driver/search';
import type { Database } from '../../db/schema';
import type { CustomerPaymentsTable } from '../../db/schema/marketplace-tables';
import type { RefundsTable } from '../../db/schema/refund-tables';
import { NO_LIMIT, type Page, sortOrder } from '../../lib/lists/paging';

export type RefundRow = Selectable<RefundsTable>;

/** A refund's outbox dedupe key and provider receipt: `refund:{refund_id}` (stable across attempts). */
export const REFUND_KEY_PREFIX = 'refund:';
export const refundKey = (refundId: number): string => `${REFUND_KEY_PREFIX}${refundId}`;
export type RefundPage = Page<RefundSortField | `-${RefundSortField}`>;

/** The refunds list's filter: a status, a customer's name searched. */
export interface RefundFilter {
  status?: RefundStatus;
  q?: string;
}

/** What a refund needs of its payment: who paid, how much, the provider's payment id, the reserved paise. */
export type RefundablePayment = Pick<
  Selectable<CustomerPaymentsTable>,
  | 'payment_id'
  | 'booking_id'
  | 'customer_id'
  | 'customer_name'
  | 'payment_amount'
  | 'payment_ref_no'
  | 'refund_reserved_paise'
  | 'refunded_paise'
>;

const PAYMENT_COLUMNS = [
  'payment_id',
  'booking_id',
  'customer_id',
  'customer_name',
  'payment_amount',
  'payment_ref_no',
  'refund_reserved_paise',
  'refunded_paise',
] as const;

/** The payment's captured paise, exact on both databases (numeric on PostgreSQL, a double on SQLite). */
const capturedPaise = sql<number>`round(payment_amount * 100)`;

export function findPayment(db: Kysely<Database>, paymentId: number): Promise<RefundablePayment | undefined> {
  return db
    .selectFrom('customer_payments')
    .select(PAYMENT_COLUMNS)
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
}

/** The phone a refund's customer is told on: the customer's own now, else the one the payment recorded. */
export async function findRefundRecipient(
  db: Kysely<Database>,
  refund: { customer_id: number; payment_id: number },
) {
  const row = await db
    .selectFrom('customer_payments as p')
    .leftJoin('customers as c', 'c.customer_id', 'p.customer_id')
    .select(['c.mobile as customer_mobile', 'p.mobile as payment_mobile'])
    .where('p.payment_id', '=', refund.payment_id)
    .executeTakeFirst();
  return row?.customer_mobile || row?.payment_mobile || null;
}

/**
 * A booking's customer payment (a booking is paid once; the newest if ever more). `lock` (PostgreSQL, in
 * a transaction): the row stays locked until it ends, so an amount computed from it still fits when it is
 * reserved (SQLite's one writer gives that already).
 */
export function findPaymentOfBooking(
  db: Kysely<Database>,
  bookingId: number,
  lock: { dialect: Dialect } | undefined = undefined,
): Promise<RefundablePayment | undefined> {
  let query = db
    .selectFrom('customer_payments')
    .select(PAYMENT_COLUMNS)
    .where('booking_id', '=', bookingId)
    .orderBy('payment_id', 'desc')
    .limit(1);
  if (lock?.dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * The refund guard (docs/decisions/034-refund-guard.md): reserves `paise` of the payment in one
 * conditional statement, only while what is left (captured − reserved) covers it. Concurrent reservations
 * of one payment are serialised on its row (PostgreSQL re-checks the condition on the row's newest
 * version; SQLite has one writer), so together they never pass the captured amount. The payment as it is
 * after, or undefined when the amount was not there (or the payment is unknown).
 */
export function reservePaise(
  db: Kysely<Database>,
  paymentId: number,
  paise: number,
): Promise<RefundablePayment | undefined> {
  return db
    .updateTable('customer_payments')
    .set({ refund_reserved_paise: sql`refund_reserved_paise + ${paise}` })
    .where('payment_id', '=', paymentId)
    .where(sql<boolean>`${capturedPaise} - refund_reserved_paise >= ${paise}`)
    .returning(PAYMENT_COLUMNS)
    .executeTakeFirst();
}

/** A failed refund's paise back: refundable again. Runs in the transaction of the refund's move to `failed`. */
export async function releasePaise(db: Kysely<Database>, paymentId: number, paise: number): Promise<void> {
  await db
    .updateTable('customer_payments')
    .set({ refund_reserved_paise: sql`refund_reserved_paise - ${paise}` })
    .where('payment_id', '=', paymentId)
    .execute();
}

/**
 * A processed refund's paise counted as refunded. Runs in the transaction of the refund's move to
 * `processed`; answers the payment's amount and refunded paise after it (the vendor's clawback).
 */
export function addRefundedPaise(db: Kysely<Database>, paymentId: number, paise: number) {
  return db
    .updateTable('customer_payments')
    .set({ refunded_paise: sql`refunded_paise + ${paise}` })
    .where('payment_id', '=', paymentId)
    .returning(['payment_amount', 'refunded_paise'])
    .executeTakeFirstOrThrow();
}

export interface NewRefund {
  payment: RefundablePayment;
  amount: number;
  reason: string;
  requestedBy: number | null;
  requestedByName: string;
  now: string;
}

export function insertRefund(db: Kysely<Database>, refund: NewRefund): Promise<RefundRow> {
  return db
    .insertInto('refunds')
    .values({
      payment_id: refund.payment.payment_id,
      booking_id: refund.payment.booking_id,
      customer_id: refund.payment.customer_id,
      customer_name: refund.payment.customer_name,
      amount: refund.amount,
      reason: refund.reason,
      requested_by: refund.requestedBy,
      requested_by_name: refund.requestedByName,
      created_at: refund.now,
      updated_at: refund.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An admin's name, as the refund keeps it. */
export async function adminName(db: Kysely<Database>, adminId: number): Promise<string | undefined> {
  const row = await db.selectFrom('admins').select('name').where('id', '=', adminId).executeTakeFirst();
  return row?.name;
}

export function findRefund(db: Kysely<Database>, refundId: number): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('refund_id', '=', refundId).executeTakeFirst();
}

export function findRefundByProviderId(
  db: Kysely<Database>,
  providerRefundId: string,
): Promise<RefundRow | undefined> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('provider_refund_id', '=', providerRefundId)
    .executeTakeFirst();
}

/** The refund and its payment's provider id, for its delivery. */
export function findRefundToDeliver(db: Kysely<Database>, refundId: number) {
  return db
    .selectFrom('refunds')
    .innerJoin('customer_payments', 'customer_payments.payment_id', 'refunds.payment_id')
    .selectAll('refunds')
    .select('customer_payments.payment_ref_no')
    .where('refunds.refund_id', '=', refundId)
    .executeTakeFirst();
}

/** `pending` → `requested` with the provider's id: only from `pending` (a settlement may have come first). */
export function markRequested(
  db: Kysely<Database>,
  change: { refundId: number; providerRefundId: string; now: string },
): Promise<RefundRow | undefined> {
  return db
    .updateTable('refunds')
    .set({ status: 'requested', provider_refund_id: change.providerRefundId, updated_at: change.now })
    .where('refund_id', '=', change.refundId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/**
 * `pending` or `requested` → `processed` or `failed`, once: of two settlements of one refund at the same
 * moment exactly one changes it. The provider's id is kept when the refund did not have it yet.
 */
export function markSettled(
  db: Kysely<Database>,
  change: {
    refundId: number;
    status: 'processed' | 'failed';
    providerRefundId: string | null;
    failureReason: string | null;
    processedAt: string | null;
    now: string;
  },
): Promise<RefundRow | undefined> {
  return db
    .updateTable('refunds')
    .set({
      status: change.status,
      provider_refund_id: sql`coalesce(provider_refund_id, ${change.providerRefundId})`,
      failure_reason: change.failureReason,
      processed_at: change.processedAt,
      updated_at: change.now,
    })
    .where('refund_id', '=', change.refundId)
    .where('status', 'in', ['pending', 'requested'])
    .returningAll()
    .executeTakeFirst();
}

/** Every refund of one payment, newest first. */
export function listRefundsOfPayment(db: Kysely<Database>, paymentId: number): Promise<RefundRow[]> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .orderBy('refund_id', 'desc')
    .execute();
}

/** Every refund of the given payments, newest first. */
export function listRefundsOfPayments(
  db: Kysely<Database>,
  paymentIds: readonly number[],
): Promise<RefundRow[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('payment_id', 'in', paymentIds)
    .orderBy('refund_id', 'desc')
    .execute();
}

function filtered(db: Kysely<Database>, dialect: Dialect, filter: RefundFilter) {
  let query = db.selectFrom('refunds');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.q) query = query.where(matchesText(dialect, 'refunds', ['customer_name'], filter.q));
  return query;
}

/** The list in its order (newest first unless `page.sort` says otherwise; ties by refund_id). */
function ordered(db: Kysely<Database>, dialect: Dialect, filter: RefundFilter, page: RefundPage) {
  const { column, direction } = sortOrder(page.sort, '-refund_id');
  let query = filtered(db, dialect, filter);
  if (column !== 'refund_id') query = query.orderBy(column, direction);
  query = query.orderBy('refund_id', direction);
  if (page.limit !== undefined || page.offset !== undefined) {
    query = query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
  }
  return query;
}

export async function listRefundIds(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: RefundFilter,
  page: RefundPage,
): Promise<number[]> {
  const rows = await ordered(db, dialect, filter, page).select('refund_id').execute();
  return rows.map((r) => r.refund_id);
}

export function listRefundRows(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: RefundFilter,
  page: RefundPage,
): Promise<RefundRow[]> {
  return ordered(db, dialect, filter, page).selectAll().execute();
}

export function findRefundRows(db: Kysely<Database>, ids: readonly number[]): Promise<RefundRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('refunds').selectAll().where('refund_id', 'in', ids).execute();
}

export async function countRefunds(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: RefundFilter,
): Promise<number> {
  const row = await filtered(db, dialect, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Failed refunds that still want an admin's eye, as one scalar subquery: failed, no later refund of the
 * same payment made since (refunding it again settles the matter), and not already counted as a dead
 * delivery (a refund the provider refused outright is both).
 */
export function failedRefundsCount(): RawBuilder<number> {
  return sql<number>`(select count(*) from refunds r
    where r.status = 'failed'
      and not exists (select 1 from refunds later
        where later.payment_id = r.payment_id and later.refund_id > r.refund_id)
      and not exists (select 1 from outbox o
        where o.dedupe_key = ${sql.lit(REFUND_KEY_PREFIX)} || cast(r.refund_id as text) and o.status = 'dead'))`;
}
