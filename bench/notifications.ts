import { NOTIFICATION_ITEMS_LIMIT } from '@seva/contract';
import type { Dialect } from '../apps/server/src/db/driver/database';
import { countUnseen, latestArrivals } from '../apps/server/src/modules/notifications/items-repository';
import { toNotificationItems } from '../apps/server/src/modules/notifications/mapper';
import {
  countNewComplaints,
  countPendingApprovals,
  countUnassignedBookings,
  countUnreadMessages,
  latestHead,
} from '../apps/server/src/modules/notifications/repository';
import { measureOnBookingBench, measureOnEachDialect, medianAndMax } from './lib/per-dialect';

/** An admin who never read anything nor opened the bell: every complaint and message counts. */
const ADMIN_ID = 1;

/**
 * `npm run bench -- notifications`: the live bell (docs/product/cockpit.md#live-bell) over the bookings
 * bench's data (300 000 bookings, 10 000 vendors) on SQLite and PostgreSQL: each count alone (on SQLite
 * each holds the event loop for its whole time) and the whole answer of GET /admin/notifications, which
 * is also what one admin's push costs.
 */
export async function benchNotifications(): Promise<string> {
  return measureOnEachDialect('notifications', benchOn);
}

function benchOn(dialect: Dialect): Promise<string[]> {
  return measureOnBookingBench('notifications', dialect, async (db, tag) => {
    const lines: string[] = [];
    lines.push(`${tag} pending_approvals: ${await medianAndMax(() => countPendingApprovals(db))}`);
    lines.push(`${tag} unassigned_bookings: ${await medianAndMax(() => countUnassignedBookings(db))}`);
    lines.push(`${tag} new_complaints: ${await medianAndMax(() => countNewComplaints(db, ADMIN_ID))}`);
    lines.push(`${tag} unread_messages: ${await medianAndMax(() => countUnreadMessages(db, ADMIN_ID))}`);
    lines.push(`${tag} unseen (the badge): ${await medianAndMax(() => countUnseen(db, ADMIN_ID))}`);
    lines.push(
      `${tag} latest items: ${await medianAndMax(() => latestArrivals(db, ADMIN_ID, NOTIFICATION_ITEMS_LIMIT))}`,
    );
    lines.push(
      `${tag} whole answer: ${await medianAndMax(async () => {
        // As the service runs them (service.ts): the counts and the items together.
        await Promise.all([
          countPendingApprovals(db),
          countUnassignedBookings(db),
          countNewComplaints(db, ADMIN_ID),
          countUnreadMessages(db, ADMIN_ID),
          countUnseen(db, ADMIN_ID),
          latestHead(db),
          latestArrivals(db, ADMIN_ID, NOTIFICATION_ITEMS_LIMIT).then(toNotificationItems),
        ]);
      })}`,
    );
    return lines;
  });
}
