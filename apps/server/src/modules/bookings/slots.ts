import {
  SLOT_MS,
  SlotMessages,
  type SlotProblem,
  type SlotRules,
  type SlotSettings,
  slotEnd,
  slotProblem,
} from '@seva/contract';
import type { Kysely } from 'kysely';
import type { SlotConfig } from '../../config';
import type { Database } from '../../db/schema';
import { unprocessable } from '../../lib/http-error';
import { indiaMinutes, minutesOf } from './candidates/ranking';

/*
 * The server's side of slots (docs/product/slots.md): which slot a booking may take, whether a vendor's
 * service hours cover a slot, and which vendors already hold a job overlapping it. The day's slots
 * themselves are packages/contract/src/rules/slots.ts, shared with the web app.
 */

export const slotRulesOf = (config: SlotConfig): SlotRules => ({
  firstHour: config.firstHour,
  lastHour: config.lastHour,
  daysAhead: config.daysAhead,
});

/** What GET /admin/settings/slots answers: the settings on the wire. */
export const slotSettingsOf = (config: SlotConfig): SlotSettings => ({
  first_hour: config.firstHour,
  last_hour: config.lastHour,
  days_ahead: config.daysAhead,
  reschedule_cutoff_hours: config.rescheduleCutoffHours,
});

const PROBLEM_MESSAGES = (config: SlotConfig): Record<SlotProblem, string> => ({
  not_a_slot: SlotMessages.notASlot,
  past: SlotMessages.past,
  beyond_horizon: SlotMessages.beyondHorizon(config.daysAhead),
});

/** Throws 422 with a clear message when `start` is not a slot bookable at `nowMs`; answers its canonical ISO form. */
export function bookableSlot(start: string, nowMs: number, config: SlotConfig): string {
  const problem = slotProblem(start, nowMs, slotRulesOf(config));
  if (problem) throw unprocessable(PROBLEM_MESSAGES(config)[problem]);
  return new Date(Date.parse(start)).toISOString();
}

const DAY_MINUTES = 24 * 60;

/**
 * Whether service hours `start`–`end` (`HH:MM`, India time; an end before the start runs past midnight,
 * equal ends mean round the clock) cover the whole slot starting at `slotStart`. Missing hours cover nothing.
 */
export function coversSlot(start: string | null, end: string | null, slotStart: string): boolean {
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === null || to === null) return false;
  if (from === to) return true;
  const begin = indiaMinutes(Date.parse(slotStart));
  const finish = begin + SLOT_MS / 60_000;
  if (from < to) return begin >= from && finish <= to;
  // Past midnight: the evening part [from, 24:00) or the morning part [00:00, to) (a slot ends by 24:00).
  return (begin >= from && finish <= DAY_MINUTES) || finish <= to;
}

/**
 * The vendors among `vendorIds` (all, when not given) holding an open booking (neither cancelled nor
 * completed) whose slot overlaps the one starting at `slotStart`, each with that booking's id; the booking
 * `except` (the one being assigned or rescheduled) does not count.
 */
export async function busyVendors(
  db: Kysely<Database>,
  slotStart: string,
  options: { vendorIds?: readonly number[]; except?: number } = {},
): Promise<Map<number, number>> {
  if (options.vendorIds?.length === 0) return new Map();
  const startMs = Date.parse(slotStart);
  let query = db
    .selectFrom('customer_service_bookings')
    .select(['vendor_id', 'booking_id'])
    .where('vendor_id', 'is not', null)
    .where('is_cancelled', '=', 0)
    .where('is_completed', '=', 0)
    .where('scheduled_start', '>', new Date(startMs - SLOT_MS).toISOString())
    .where('scheduled_start', '<', slotEnd(slotStart))
    .orderBy('booking_id');
  if (options.vendorIds) query = query.where('vendor_id', 'in', options.vendorIds);
  if (options.except !== undefined) query = query.where('booking_id', '!=', options.except);
  const busy = new Map<number, number>();
  for (const row of await query.execute()) {
    if (row.vendor_id !== null && !busy.has(row.vendor_id)) busy.set(row.vendor_id, row.booking_id);
  }
  return busy;
}
