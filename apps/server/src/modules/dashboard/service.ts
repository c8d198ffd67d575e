import type { Dashboard } from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/service-deps';
import { sharedRuns } from '../../lib/shared-runs';
import { dayWindow, istMonthStart } from './ist-days';
import { toApprovalsPerDay, toBookingsPerDay, toKpis, toRevenuePerDay } from './mapper';
import { approvalsPerDay, bookingsPerDay, findKpis, revenuePerDay } from './repository';

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
): Promise<Dashboard> {
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

export function createDashboardService({ reads, dialect, clock }: ServiceDeps) {
  return {
    // Every open dashboard asks again on each live event (docs/product/cockpit.md#dashboard): the requests
    // of one burst share a run per period instead of each reading the aggregates again (ADR 024).
    dashboard: sharedRuns((days: number) => readDashboard(reads.slow(), dialect, clock(), days)),
  };
}
