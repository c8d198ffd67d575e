import { kolkataDayOf, kolkataDayStartMs, type MessageEventKey } from '@seva/contract';
import type { ServiceDeps } from '../../lib/service-deps';
import type { DailyJob } from '../daily-jobs/service';
import { indiaDateText, queueMessage } from '../messages/service';
import { type ExpiryWindow, type ReminderVendor, vendorsExpiring } from './repository';

/**
 * The daily reminders (docs/product/reminders.md): a daily job at REMINDER_HOUR, India time, that tells
 * - `vendor.trial_ending`: each vendor whose free trial ends within the next 3 days (by the end of the
 *   India day three days from today), so a trial ending on Friday is told on Tuesday, or on the first run
 *   after that should the server be down on Tuesday;
 * - `vendor.plan_expired`: each vendor whose paid plan expired in the last PLAN_EXPIRED_WINDOW_DAYS days
 *   (a plan that ended long ago is not told on a first run).
 * Only approved vendors that are neither rejected nor blocked. Each message's dedupe key names the vendor
 * and the expiry's India day, so one expiry is told once whatever the number of runs that find it; a
 * renewal's new expiry is told again.
 */

export const REMINDER_JOB = 'reminders';
/** A trial is told this many India days before the day it ends. */
export const TRIAL_ENDING_DAYS = 3;
/** How far back a paid plan's expiry is still told. */
export const PLAN_EXPIRED_WINDOW_DAYS = 7;

const DAY_MS = 86_400_000;

/** The message's dedupe key: one per event, vendor and expiry day. */
export function reminderKey(event: MessageEventKey, vendorId: number, expiry: string): string {
  return `${event}:vendor:${vendorId}:${kolkataDayOf(expiry)}`;
}

interface Reminder {
  event: 'vendor.trial_ending' | 'vendor.plan_expired';
  window: ExpiryWindow;
}

/** The reminders due on India day `day` at `now`. */
export function remindersOf(day: string, now: number): Reminder[] {
  const dayStart = kolkataDayStartMs(day) ?? now;
  return [
    {
      event: 'vendor.trial_ending',
      window: {
        status: 'trial',
        after: new Date(now).toISOString(),
        upTo: new Date(dayStart + (TRIAL_ENDING_DAYS + 1) * DAY_MS - 1).toISOString(),
      },
    },
    {
      event: 'vendor.plan_expired',
      window: {
        status: 'active',
        after: new Date(now - PLAN_EXPIRED_WINDOW_DAYS * DAY_MS).toISOString(),
        upTo: new Date(now).toISOString(),
      },
    },
  ];
}

/** The reminders as a daily job (registered on `app.shared.dailyJobs` by buildApp). */
export function createReminderJob(deps: Pick<ServiceDeps, 'db' | 'config'>): DailyJob {
  const { db, config } = deps;

  /** Writes one vendor's message in its own transaction: true when written, false when not (told before, disabled). */
  async function remind(event: Reminder['event'], vendor: ReminderVendor): Promise<boolean> {
    const base = {
      vendor_name: vendor.vendor_name,
      business_name: vendor.name_of_bussiness ?? vendor.vendor_name,
      expiry_date: indiaDateText(vendor.subscription_expiry_date),
    };
    const dedupeKey = reminderKey(event, vendor.vendor_id, vendor.subscription_expiry_date);
    const about = { vendorId: vendor.vendor_id };
    const id = await db.transaction().execute((trx) =>
      event === 'vendor.trial_ending'
        ? queueMessage(config, trx, { event, to: vendor.vendor_mobile, values: base, about, dedupeKey })
        : queueMessage(config, trx, {
            event,
            to: vendor.vendor_mobile,
            values: { ...base, plan: vendor.subscription_name ?? 'paid' },
            about,
            dedupeKey,
          }),
    );
    return id !== null;
  }

  return {
    name: REMINDER_JOB,
    hour: config.reminderHour,
    async run({ day, now, signal }) {
      const counts: Record<string, number> = {};
      for (const { event, window } of remindersOf(day, now)) {
        const name = event.slice('vendor.'.length);
        let found = 0;
        let sent = 0;
        let afterId = 0;
        for (;;) {
          const vendors = await vendorsExpiring(db, window, afterId);
          for (const vendor of vendors) {
            signal.throwIfAborted();
            found++;
            if (await remind(event, vendor)) sent++;
          }
          if (vendors.length === 0) break;
          afterId = (vendors.at(-1) as ReminderVendor).vendor_id;
        }
        counts[`${name}_found`] = found;
        counts[`${name}_sent`] = sent;
      }
      return counts;
    },
  };
}
