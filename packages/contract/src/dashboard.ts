import { z } from 'zod';
import { dataResponseSchema } from './envelope';
import { safeText } from './safe-text';

/** The periods the dashboard plots, in days (docs/product/cockpit.md#dashboard). */
export const DASHBOARD_DAYS = [7, 30, 90] as const;
export type DashboardDays = (typeof DASHBOARD_DAYS)[number];
export const DEFAULT_DASHBOARD_DAYS: DashboardDays = 30;
/** The time zone of the dashboard's days: India, UTC+05:30 all year (no daylight saving). */
export const DASHBOARD_UTC_OFFSET_MINUTES = 330;

const DAYS_MESSAGE = 'days must be 7, 30 or 90';
const MONTH_MESSAGE = 'month must be a month (YYYY-MM)';

/**
 * GET /admin/dashboard: `days` is 7, 30 or 90 (default 30); `month` (`YYYY-MM`, an Asia/Kolkata month)
 * is the month of the money figures (default this month; docs/product/cockpit.md#money-this-month).
 */
export const dashboardQuerySchema = z.object({
  days: z.coerce
    .number({ error: DAYS_MESSAGE })
    .refine((d): d is DashboardDays => (DASHBOARD_DAYS as readonly number[]).includes(d), DAYS_MESSAGE)
    .default(DEFAULT_DASHBOARD_DAYS),
  month: safeText({ error: MONTH_MESSAGE })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE)
    .optional(),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

const count = z.number().int().min(0);
const rupees = z.number().min(0);
/** `YYYY-MM-DD` in Asia/Kolkata. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** What needs attention now; counts are integers, money is rupees. */
export const dashboardKpisSchema = z.object({
  /** Vendors neither approved, rejected nor blocked. */
  pending_approvals: count,
  /** Bookings not cancelled and without a vendor. */
  unassigned_bookings: count,
  /** Vendor and customer complaints of the last 7 days (complaints have no status yet). */
  open_complaints: count,
  /** Vendors on an active plan or trial whose expiry is in the future. */
  active_subscriptions: count,
  /** Vendors on trial whose expiry is within the next 7 days. */
  trials_expiring_7d: count,
  /** Vendor and customer payments since the 1st of this month (Asia/Kolkata). */
  revenue_month: rupees,
  /** Deliveries to the outside world that gave up and wait for an admin's retry (docs/product/deliveries.md). */
  failed_deliveries: count,
  /** Refunds the provider refused and not refunded again since (docs/product/refunds.md). */
  failed_refunds: count,
  /**
   * Payouts that ended `failed` or `reversed` with no later payout of that vendor: not paid again yet, once
   * per vendor at most (docs/product/payouts.md#failed-payouts; the bell's count).
   */
  failed_payouts: count,
});
export type DashboardKpis = z.infer<typeof dashboardKpisSchema>;

export const bookingsPerDaySchema = z.object({
  date: day,
  pending: count,
  booked: count,
  completed: count,
  cancelled: count,
});
export type BookingsPerDay = z.infer<typeof bookingsPerDaySchema>;

export const revenuePerDaySchema = z.object({ date: day, subscriptions: rupees, bookings: rupees });
export type RevenuePerDay = z.infer<typeof revenuePerDaySchema>;

export const approvalsPerDaySchema = z.object({
  date: day,
  approved: count,
  rejected: count,
  applied: count,
});
export type ApprovalsPerDay = z.infer<typeof approvalsPerDaySchema>;

/** One entry per day, oldest first, the last being today; days without data have zeros. */
export const dashboardSeriesSchema = z.object({
  bookings_per_day: z.array(bookingsPerDaySchema),
  revenue_per_day: z.array(revenuePerDaySchema),
  approvals_per_day: z.array(approvalsPerDaySchema),
});
export type DashboardSeries = z.infer<typeof dashboardSeriesSchema>;

/** Rupees that may be negative (a day whose refunds returned more commission than it earned). */
const signedRupees = z.number();

export const commissionPerDaySchema = z.object({ date: day, commission: signedRupees });
export type CommissionPerDay = z.infer<typeof commissionPerDaySchema>;

/**
 * The marketplace's money in one Asia/Kolkata month (docs/product/cockpit.md#money-this-month): rupees with
 * two decimals, summed in whole paise. Only for members holding `payments.read`; null for the others.
 */
export const dashboardMoneySchema = z.object({
  /** `YYYY-MM`: the month asked for, else this month. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Customer payments captured in the month (`payment_date`), before refunds. */
  gross_booking_value: rupees,
  /** The commission of the month's earnings minus the commission its refund clawbacks returned. */
  commission_earned: signedRupees,
  /** Refunds processed in the month (`processed_at`). */
  refunds: rupees,
  /** Payouts processed in the month (`processed_at`, status `processed`). */
  payouts_made: rupees,
  /** What the marketplace owes vendors now: the sum of the positive vendor balances (not of the month). */
  balance_owed: rupees,
  /** `revenue_month`'s sum over the month (subscriptions and bookings paid) minus `refunds`. */
  net_revenue: signedRupees,
  /** Every day of the month, the 1st first, days without entries zero. */
  commission_per_day: z.array(commissionPerDaySchema),
});
export type DashboardMoney = z.infer<typeof dashboardMoneySchema>;

export const dashboardSchema = z.object({
  kpis: dashboardKpisSchema,
  series: dashboardSeriesSchema,
  money: dashboardMoneySchema.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardResponseSchema = dataResponseSchema(dashboardSchema);
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
