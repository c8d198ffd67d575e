import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import type { Database } from '../../db/schema';
import { failedDeliveriesCount } from '../outbox/service';
import { failedPayouts } from '../payouts/service';
import { failedRefunds } from '../refunds/service';

type Db = Kysely<Database>;

/** A half-open range of ISO-8601 UTC timestamps: [from, to). */
export interface Range {
  from: string;
  to: string;
}

/**
 * `YYYY-MM-DD` in Asia/Kolkata of an ISO-8601 UTC text column: the timestamp shifted by 330 minutes
 * (UTC+05:30, no daylight saving), then its date. The same on both dialects (docs/decisions/011).
 */
function istDay(dialect: Dialect, column: string): RawBuilder<string> {
  const ref = sql.ref(column);
  return dialect === 'postgres'
    ? sql<string>`to_char((${ref}::timestamptz at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`
    : sql<string>`date(${ref}, '+330 minutes')`;
}

/** 1 when `condition` holds, summed over the group. */
const countWhen = (condition: RawBuilder<unknown>) =>
  sql<number>`sum(case when ${condition} then 1 else 0 end)`;

/** The states of a complaint not yet resolved; an `in` list, so the `(status, date, id)` index serves it. */
const UNRESOLVED = ['open', 'in_progress'] as const;

export interface KpiRow {
  pending_approvals: number;
  unassigned_bookings: number;
  vendor_complaints: number;
  customer_complaints: number;
  active_subscriptions: number;
  trials_expiring: number;
  vendor_revenue: number | null;
  customer_revenue: number | null;
  failed_deliveries: number;
  failed_refunds: number;
  failed_payouts: number;
}

export interface KpiBounds {
  now: string;
  /** Trials expiring after `now` and at or before this are expiring. */
  trialsUntil: string;
  /** Payments at or after this are this month's. */
  monthStart: string;
}

/** Every KPI in one statement of scalar subqueries. */
export function findKpis(db: Db, b: KpiBounds): Promise<KpiRow> {
  return db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('vendors')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('is_approved', '=', 0)
        .where('is_rejected', '=', 0)
        .where('is_blocked', '=', 0)
        .as('pending_approvals'),
      eb
        .selectFrom('customer_service_bookings')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('vendor_id', 'is', null)
        .where('is_cancelled', '=', 0)
        .as('unassigned_bookings'),
      eb
        .selectFrom('vendor_complaints')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('status', 'in', UNRESOLVED)
        .as('vendor_complaints'),
      eb
        .selectFrom('customer_complaints')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('status', 'in', UNRESOLVED)
        .as('customer_complaints'),
      eb
        .selectFrom('vendors')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('subscription_status', 'in', ['active', 'trial'])
        .where('subscription_expiry_date', '>', b.now)
        .as('active_subscriptions'),
      eb
        .selectFrom('vendors')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('subscription_status', '=', 'trial')
        .where('subscription_expiry_date', '>', b.now)
        .where('subscription_expiry_date', '<=', b.trialsUntil)
        .as('trials_expiring'),
      eb
        .selectFrom('vendor_payments')
        .select((e) => e.fn.sum<number>('price').as('n'))
        .where('payment_date', '>=', b.monthStart)
        .as('vendor_revenue'),
      eb
        .selectFrom('customer_payments')
        .select((e) => e.fn.sum<number>('payment_amount').as('n'))
        .where('payment_date', '>=', b.monthStart)
        .as('customer_revenue'),
      failedDeliveriesCount(db).as('failed_deliveries'),
      failedRefunds().as('failed_refunds'),
      failedPayouts().as('failed_payouts'),
    ])
    .executeTakeFirstOrThrow() as Promise<KpiRow>;
}

export interface BookingDayRow {
  day: string;
  total: number;
  booked: number;
  completed: number;
  cancelled: number;
}

/** Bookings created per day, by status (docs/product/bookings.md#booking-status); pending is the rest. */
export function bookingsPerDay(db: Db, dialect: Dialect, range: Range): Promise<BookingDayRow[]> {
  const notCancelled = sql`is_cancelled = 0`;
  return db
    .selectFrom('customer_service_bookings')
    .select((eb) => [
      istDay(dialect, 'created_at').as('day'),
      eb.fn.countAll<number>().as('total'),
      countWhen(sql`is_cancelled = 1`).as('cancelled'),
      countWhen(sql`${notCancelled} and is_completed = 1`).as('completed'),
      countWhen(sql`${notCancelled} and is_completed = 0 and is_booked = 1`).as('booked'),
    ])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .groupBy(sql.ref('day'))
    .execute();
}

export interface RevenueDayRow {
  day: string;
  subscriptions: number;
  bookings: number;
}

/** Rupees paid per day: vendor subscription payments and customer booking payments. */
export function revenuePerDay(db: Db, dialect: Dialect, range: Range): Promise<RevenueDayRow[]> {
  const vendorPayments = db
    .selectFrom('vendor_payments')
    .select([
      istDay(dialect, 'payment_date').as('day'),
      sql<number>`price`.as('subscriptions'),
      sql<number>`0`.as('bookings'),
    ])
    .where('payment_date', '>=', range.from)
    .where('payment_date', '<', range.to);
  const customerPayments = db
    .selectFrom('customer_payments')
    .select([
      istDay(dialect, 'payment_date').as('day'),
      sql<number>`0`.as('subscriptions'),
      sql<number>`payment_amount`.as('bookings'),
    ])
    .where('payment_date', '>=', range.from)
    .where('payment_date', '<', range.to);
  return db
    .selectFrom(vendorPayments.unionAll(customerPayments).as('p'))
    .select((eb) => [
      'p.day',
      eb.fn.sum<number>('p.subscriptions').as('subscriptions'),
      eb.fn.sum<number>('p.bookings').as('bookings'),
    ])
    .groupBy('p.day')
    .execute();
}

export interface ApprovalDayRow {
  day: string;
  approved: number;
  rejected: number;
  applied: number;
}

/** Vendor decisions and applications per day: approved_date, rejected_date and created_at. */
export function approvalsPerDay(db: Db, dialect: Dialect, range: Range): Promise<ApprovalDayRow[]> {
  const on = (column: 'approved_date' | 'rejected_date' | 'created_at') =>
    db
      .selectFrom('vendors')
      .select([
        istDay(dialect, column).as('day'),
        sql.lit(column === 'approved_date' ? 1 : 0).as('approved'),
        sql.lit(column === 'rejected_date' ? 1 : 0).as('rejected'),
        sql.lit(column === 'created_at' ? 1 : 0).as('applied'),
      ])
      .where(column, '>=', range.from)
      .where(column, '<', range.to);
  return db
    .selectFrom(on('approved_date').unionAll(on('rejected_date')).unionAll(on('created_at')).as('v'))
    .select((eb) => [
      'v.day',
      eb.fn.sum<number>('v.approved').as('approved'),
      eb.fn.sum<number>('v.rejected').as('rejected'),
      eb.fn.sum<number>('v.applied').as('applied'),
    ])
    .groupBy('v.day')
    .execute();
}

/** A numeric(12,2) rupee column in whole paise, per row, so that the sum is exact on both databases. */
const paiseOf = (column: string) => sql<number>`round(${sql.ref(column)} * 100)`;

/** The ledger entries that carry commission: an earning's (positive) and a clawback's returned (negative). */
const COMMISSION_TYPES = ['earning', 'refund_clawback'] as const;

export interface MoneyRow {
  booking_paise: number | string | null;
  subscription_paise: number | string | null;
  commission_paise: number | string | null;
  refund_paise: number | string | null;
  payout_paise: number | string | null;
  owed_paise: number | string | null;
}

/**
 * The month's money in whole paise, one statement of scalar subqueries (docs/product/cockpit.md#money-this-month):
 * captured customer and subscription payments by `payment_date`, the commission of the ledger's earnings
 * and clawbacks by `created_at`, processed refunds and payouts by `processed_at`, and the positive
 * balances now.
 */
export function findMoney(db: Db, range: Range): Promise<MoneyRow> {
  return db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('customer_payments')
        .select(sql<number>`sum(${paiseOf('payment_amount')})`.as('n'))
        .where('payment_date', '>=', range.from)
        .where('payment_date', '<', range.to)
        .as('booking_paise'),
      eb
        .selectFrom('vendor_payments')
        .select(sql<number>`sum(${paiseOf('price')})`.as('n'))
        .where('payment_date', '>=', range.from)
        .where('payment_date', '<', range.to)
        .as('subscription_paise'),
      eb
        .selectFrom('vendor_ledger')
        .select((e) => e.fn.sum<number>('commission_paise').as('n'))
        .where('type', 'in', COMMISSION_TYPES)
        .where('created_at', '>=', range.from)
        .where('created_at', '<', range.to)
        .as('commission_paise'),
      eb
        .selectFrom('refunds')
        .select(sql<number>`sum(${paiseOf('amount')})`.as('n'))
        .where('status', '=', 'processed')
        .where('processed_at', '>=', range.from)
        .where('processed_at', '<', range.to)
        .as('refund_paise'),
      eb
        .selectFrom('payouts')
        .select((e) => e.fn.sum<number>('amount_paise').as('n'))
        .where('status', '=', 'processed')
        .where('processed_at', '>=', range.from)
        .where('processed_at', '<', range.to)
        .as('payout_paise'),
      eb
        .selectFrom('vendors')
        .select((e) => e.fn.sum<number>('balance_paise').as('n'))
        .where('balance_paise', '>', 0)
        .as('owed_paise'),
    ])
    .executeTakeFirstOrThrow() as Promise<MoneyRow>;
}

export interface CommissionDayRow {
  day: string;
  commission_paise: number | string;
}

/** The commission of the ledger's earnings and clawbacks per Asia/Kolkata day, in whole paise. */
export function commissionPerDay(db: Db, dialect: Dialect, range: Range): Promise<CommissionDayRow[]> {
  return db
    .selectFrom('vendor_ledger')
    .select((eb) => [
      istDay(dialect, 'created_at').as('day'),
      eb.fn.sum<number>('commission_paise').as('commission_paise'),
    ])
    .where('type', 'in', COMMISSION_TYPES)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .groupBy(sql.ref('day'))
    .execute();
}
