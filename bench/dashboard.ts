import type { Dialect } from '../apps/server/src/db/driver/database';
import { sharedRuns } from '../apps/server/src/lib/shared-runs';
import { dayWindow } from '../apps/server/src/modules/dashboard/ist-days';
import {
  approvalsPerDay,
  bookingsPerDay,
  findKpis,
  revenuePerDay,
} from '../apps/server/src/modules/dashboard/repository';
import { readDashboard } from '../apps/server/src/modules/dashboard/service';
import { measureOnBookingBench, measureOnEachDialect, medianAndMax } from './lib/per-dialect';

const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * `npm run bench -- dashboard`: the dashboard (docs/product/cockpit.md#dashboard) over the bookings
 * bench's data (300 000 bookings and customer payments, 10 000 vendors) on SQLite and PostgreSQL: each
 * statement alone (on SQLite each one holds the event loop for its whole time: better-sqlite3 is
 * synchronous) and the whole answer, for 7, 30 and 90 days: its statements one after the other on the
 * main connection, and as the service reads them (on SQLite, on the read worker: ADR 021); and a burst of
 * ten requests, as ten open dashboards send on a live event, each read alone and in the service's shared runs.
 */
export async function benchDashboard(): Promise<string> {
  return measureOnEachDialect('dashboard', benchOn);
}

function benchOn(dialect: Dialect): Promise<string[]> {
  return measureOnBookingBench('dashboard', dialect, async (db, tag) => {
    const lines: string[] = [];
    const now = Date.now();
    const kpis = () =>
      findKpis(db, {
        now: iso(now),
        trialsUntil: iso(now + 7 * DAY),
        monthStart: iso(now - 20 * DAY),
      });
    lines.push(`${tag} kpis: ${await medianAndMax(kpis)}`);
    for (const days of [7, 30, 90]) {
      const window = dayWindow(now, days);
      lines.push(
        `${tag} ${days} days bookings_per_day: ${await medianAndMax(() => bookingsPerDay(db, dialect, window))}`,
      );
      lines.push(
        `${tag} ${days} days revenue_per_day: ${await medianAndMax(() => revenuePerDay(db, dialect, window))}`,
      );
      lines.push(
        `${tag} ${days} days approvals_per_day: ${await medianAndMax(() => approvalsPerDay(db, dialect, window))}`,
      );
      lines.push(
        `${tag} ${days} days whole answer on the main connection: ${await medianAndMax(async () => {
          await kpis();
          await bookingsPerDay(db, dialect, window);
          await revenuePerDay(db, dialect, window);
          await approvalsPerDay(db, dialect, window);
        })}`,
      );
      lines.push(
        `${tag} ${days} days whole answer as the service reads it: ${await medianAndMax(() =>
          readDashboard(db, dialect, now, days),
        )}`,
      );
    }
    // One live event with ten dashboards open: ten requests at once (the service shares its runs).
    const burst = (answer: () => Promise<unknown>) => () => Promise.all(Array.from({ length: 10 }, answer));
    const shared = sharedRuns((days: number) => readDashboard(db, dialect, Date.now(), days));
    lines.push(
      `${tag} 30 days, a burst of 10 requests each read alone: ${await medianAndMax(
        burst(() => readDashboard(db, dialect, Date.now(), 30)),
        5,
      )}`,
    );
    lines.push(
      `${tag} 30 days, a burst of 10 requests in shared runs: ${await medianAndMax(
        burst(() => shared(30)),
        5,
      )}`,
    );
    return lines;
  });
}
