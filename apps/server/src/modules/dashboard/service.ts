import type { Dashboard } from '@seva/contract';
import type { ServiceDeps } from '../../lib/service-deps';
import { dayWindow, istMonthStart } from './ist-days';
import { toApprovalsPerDay, toBookingsPerDay, toKpis, toRevenuePerDay } from './mapper';
import { approvalsPerDay, bookingsPerDay, findKpis, revenuePerDay } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The dashboard (docs/product/cockpit.md#dashboard): the KPIs and three series, one statement each. */
export function createDashboardService({ db, dialect, clock }: ServiceDeps) {
  return {
    async dashboard(days: number): Promise<Dashboard> {
      const now = clock();
      const window = dayWindow(now, days);
      const kpis = await findKpis(db, {
        now: iso(now),
        trialsUntil: iso(now + 7 * DAY_MS),
        monthStart: istMonthStart(now),
      });
      const bookings = await bookingsPerDay(db, dialect, window);
      const revenue = await revenuePerDay(db, dialect, window);
      const approvals = await approvalsPerDay(db, dialect, window);
      return {
        kpis: toKpis(kpis),
        series: {
          bookings_per_day: toBookingsPerDay(window.dates, bookings),
          revenue_per_day: toRevenuePerDay(window.dates, revenue),
          approvals_per_day: toApprovalsPerDay(window.dates, approvals),
        },
      };
    },
  };
}
