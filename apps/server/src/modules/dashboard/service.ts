import type { Dashboard, DashboardMoney } from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/service-deps';
import { sharedRuns } from '../../lib/shared-runs';
import { dayWindow, istMonthOf, istMonthStart, monthWindow } from './ist-days';
import { toApprovalsPerDay, toBookingsPerDay, toKpis, toMoney, toRevenuePerDay } from './mapper';
import {
  approvalsPerDay,
  bookingsPerDay,
  commissionPerDay,
  findKpis,
  findMoney,
  revenuePerDay,
} from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The dashboard at `now` (docs/product/cockpit.md#dashboard): the KPIs and three series, one statement
 * each. They aggregate up to 300 000 bookings and payments, so they run on `reader`, the slow reads'
 * (`reads.slow()`), all four asked at once: on PostgreSQL two at a time on the slow reads' connections,
 * on SQLite queued on the read worker together, so that the answer waits for one turn of a busy event
 * loop instead of four (ADR 021).
 */
export async function readDashboard(
  reader: Kysely<Database>,
  dialect: Dialect,
  now: number,
  days: number,
): Promise<Omit<Dashboard, 'money'>> {
  const window = dayWindow(now, days);
  const [kpis, bookings, revenue, approvals] = await Promise.all([
    findKpis(reader, { now: iso(now), trialsUntil: iso(now + 7 * DAY_MS), monthStart: istMonthStart(now) }),
    bookingsPerDay(reader, dialect, window),
    revenuePerDay(reader, dialect, window),
    approvalsPerDay(reader, dialect, window),
  ]);
  return {
    kpis: toKpis(kpis),
    series: {
      bookings_per_day: toBookingsPerDay(window.dates, bookings),
      revenue_per_day: toRevenuePerDay(window.dates, revenue),
      approvals_per_day: toApprovalsPerDay(window.dates, approvals),
    },
  };
}

/**
 * The money of the Asia/Kolkata month `month` (`YYYY-MM`; docs/product/cockpit.md#money-this-month): one
 * statement for the figures and one for the commission per day, both on `reader`.
 */
export async function readMoney(
  reader: Kysely<Database>,
  dialect: Dialect,
  month: string,
): Promise<DashboardMoney> {
  const window = monthWindow(month);
  const [row, days] = await Promise.all([
    findMoney(reader, window),
    commissionPerDay(reader, dialect, window),
  ]);
  return toMoney(month, window.dates, row, days);
}

export function createDashboardService({ reads, dialect, clock }: ServiceDeps) {
  const money = sharedRuns((month: string) => readMoney(reads.slow(), dialect, month));
  return {
    // Every open dashboard asks again on each live event (docs/product/cockpit.md#dashboard): the requests
    // of one burst share a run per period instead of each reading the aggregates again (ADR 024).
    dashboard: sharedRuns((days: number) => readDashboard(reads.slow(), dialect, clock(), days)),
    /** The month's money, this month's when `month` is not given; shared per month as the dashboard. */
    money: (month?: string) => money(month ?? istMonthOf(clock())),
  };
}
