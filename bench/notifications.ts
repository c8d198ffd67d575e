import { NOTIFICATION_ITEMS_LIMIT } from '@seva/contract';
import type { Dialect } from '../apps/server/src/db/database';
import { latestArrivals } from '../apps/server/src/modules/notifications/items-repository';
import { toNotificationItems } from '../apps/server/src/modules/notifications/mapper';
import {
  countNewComplaints,
  countPendingApprovals,
  countUnassignedBookings,
  countUnreadMessages,
} from '../apps/server/src/modules/notifications/repository';
import { seedBookingBench } from './bookings';
import { createBenchDatabase, openBenchDatabase } from './lib/bench-database';

const RUNS = 15;
/** An admin who never read anything: every complaint and message counts. */
const ADMIN_ID = 1;

async function time(run: () => Promise<unknown>): Promise<string> {
  await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return `median ${ms[Math.floor(RUNS / 2)]!.toFixed(1)} ms, max ${ms[RUNS - 1]!.toFixed(1)} ms`;
}

/**
 * `npm run bench -- notifications`: the live bell (docs/product/cockpit.md#live-bell) over the bookings
 * bench's data (300 000 bookings, 10 000 vendors) on SQLite and PostgreSQL: each count alone (on SQLite
 * each holds the event loop for its whole time) and the whole answer of GET /admin/notifications, which
 * is also what one admin's push costs.
 */
export async function benchNotifications(): Promise<string> {
  const lines: string[] = [];
  const dialects = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',') as Dialect[];
  for (const dialect of dialects) {
    for (const line of await benchOn(dialect)) {
      console.log(line);
      lines.push(line);
    }
  }
  return `notifications: ${lines.length} measurements done`;
}

async function benchOn(dialect: Dialect): Promise<string[]> {
  const database = await createBenchDatabase(dialect);
  try {
    const seedMs = await seedBookingBench(database);
    const handle = openBenchDatabase(database.url);
    try {
      const { db } = handle;
      const tag = `notifications[${dialect}]`;
      const lines = [`${tag}: seeded the bookings bench in ${(seedMs / 1000).toFixed(1)} s`];
      lines.push(`${tag} pending_approvals: ${await time(() => countPendingApprovals(db))}`);
      lines.push(`${tag} unassigned_bookings: ${await time(() => countUnassignedBookings(db))}`);
      lines.push(`${tag} new_complaints: ${await time(() => countNewComplaints(db, ADMIN_ID))}`);
      lines.push(`${tag} unread_messages: ${await time(() => countUnreadMessages(db, ADMIN_ID))}`);
      lines.push(
        `${tag} latest items: ${await time(() => latestArrivals(db, ADMIN_ID, NOTIFICATION_ITEMS_LIMIT))}`,
      );
      lines.push(
        `${tag} whole answer: ${await time(async () => {
          // As the service runs them (service.ts): the counts and the items together.
          await Promise.all([
            countPendingApprovals(db),
            countUnassignedBookings(db),
            countNewComplaints(db, ADMIN_ID),
            countUnreadMessages(db, ADMIN_ID),
            latestArrivals(db, ADMIN_ID, NOTIFICATION_ITEMS_LIMIT).then(toNotificationItems),
          ]);
        })}`,
      );
      return lines;
    } finally {
      await handle.destroy();
    }
  } finally {
    await database.drop();
  }
}
