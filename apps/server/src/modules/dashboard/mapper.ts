import type {
  ApprovalsPerDay,
  BookingsPerDay,
  DashboardKpis,
  DashboardMoney,
  RevenuePerDay,
} from '@seva/contract';
import { paiseToRupees } from '../../lib/paise';
import type {
  ApprovalDayRow,
  BookingDayRow,
  CommissionDayRow,
  KpiRow,
  MoneyRow,
  RevenueDayRow,
} from './repository';

/** Rupees to whole paise: sums of two-decimal amounts carry binary rounding errors. */
const rupees = (value: number | string | null | undefined) => Math.round(Number(value ?? 0) * 100) / 100;
const int = (value: number | string | null | undefined) => Number(value ?? 0);

export function toKpis(row: KpiRow): DashboardKpis {
  return {
    pending_approvals: int(row.pending_approvals),
    unassigned_bookings: int(row.unassigned_bookings),
    open_complaints: int(row.vendor_complaints) + int(row.customer_complaints),
    active_subscriptions: int(row.active_subscriptions),
    trials_expiring_7d: int(row.trials_expiring),
    revenue_month: rupees(rupees(row.vendor_revenue) + rupees(row.customer_revenue)),
    failed_deliveries: int(row.failed_deliveries),
    failed_refunds: int(row.failed_refunds),
    failed_payouts: int(row.failed_payouts),
  };
}

/** One entry per date of `dates`, in that order; a date without a row gets `empty(date)`. */
function perDay<R extends { day: string }, T>(
  dates: readonly string[],
  rows: readonly R[],
  toEntry: (date: string, row: R | undefined) => T,
): T[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return dates.map((date) => toEntry(date, byDay.get(date)));
}

export const toBookingsPerDay = (
  dates: readonly string[],
  rows: readonly BookingDayRow[],
): BookingsPerDay[] =>
  perDay(dates, rows, (date, r) => {
    const booked = int(r?.booked);
    const completed = int(r?.completed);
    const cancelled = int(r?.cancelled);
    return { date, pending: int(r?.total) - booked - completed - cancelled, booked, completed, cancelled };
  });

export const toRevenuePerDay = (dates: readonly string[], rows: readonly RevenueDayRow[]): RevenuePerDay[] =>
  perDay(dates, rows, (date, r) => ({
    date,
    subscriptions: rupees(r?.subscriptions),
    bookings: rupees(r?.bookings),
  }));

export const toApprovalsPerDay = (
  dates: readonly string[],
  rows: readonly ApprovalDayRow[],
): ApprovalsPerDay[] =>
  perDay(dates, rows, (date, r) => ({
    date,
    approved: int(r?.approved),
    rejected: int(r?.rejected),
    applied: int(r?.applied),
  }));

/** A sum of whole paise as the database answers it (a bigint or numeric arrives as text on PostgreSQL). */
const paise = (value: number | string | null | undefined) => Number(value ?? 0);

/** The month's money: sums in whole paise, rupees only on the way out (docs/product/cockpit.md#money-this-month). */
export function toMoney(
  month: string,
  dates: readonly string[],
  row: MoneyRow,
  days: readonly CommissionDayRow[],
): DashboardMoney {
  const bookings = paise(row.booking_paise);
  const refunds = paise(row.refund_paise);
  return {
    month,
    gross_booking_value: paiseToRupees(bookings),
    commission_earned: paiseToRupees(paise(row.commission_paise)),
    refunds: paiseToRupees(refunds),
    payouts_made: paiseToRupees(paise(row.payout_paise)),
    balance_owed: paiseToRupees(paise(row.owed_paise)),
    net_revenue: paiseToRupees(bookings + paise(row.subscription_paise) - refunds),
    commission_per_day: perDay(dates, days, (date, r) => ({
      date,
      commission: paiseToRupees(paise(r?.commission_paise)),
    })),
  };
}
