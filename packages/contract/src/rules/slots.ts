import {
  addKolkataDays,
  DAY_MS,
  KOLKATA_OFFSET_MS,
  kolkataDayOf,
  kolkataDayStartMs,
  kolkataTimeOf,
} from './india-time';

/*
 * When a booking happens (docs/product/slots.md): two-hour slots of an Asia/Kolkata day from `firstHour`
 * to `lastHour` (8 and 20: 08:00–10:00 … 18:00–20:00), bookable from the next slot up to `daysAhead` days
 * ahead. The same functions serve the server (which refuses a bad slot) and the web app (which draws them).
 * On the wire a slot is its start and end as ISO-8601 UTC with milliseconds, as Date#toISOString writes.
 */

export const SLOT_HOURS = 2;
export const SLOT_MS = SLOT_HOURS * 60 * 60 * 1000;

/** The slot day: SLOT_FIRST_HOUR and SLOT_LAST_HOUR (the last slot ends at lastHour). */
export interface SlotDay {
  firstHour: number;
  lastHour: number;
}

/** The slot day and how far ahead one books (BOOKING_DAYS_AHEAD). */
export interface SlotRules extends SlotDay {
  daysAhead: number;
}

/**
 * The server's defaults (SLOT_FIRST_HOUR, SLOT_LAST_HOUR, BOOKING_DAYS_AHEAD unset). The web app never uses
 * them: it takes the running server's own from GET /admin/settings/slots (docs/product/slots.md#the-web-app).
 */
export const DEFAULT_SLOT_RULES: SlotRules = { firstHour: 8, lastHour: 20, daysAhead: 14 };

export interface Slot {
  start: string;
  end: string;
}

/** The slots' start hours of a day: firstHour, firstHour + 2, … while the slot ends by lastHour. */
export function slotHours(day: SlotDay): number[] {
  const hours: number[] = [];
  for (let hour = day.firstHour; hour + SLOT_HOURS <= day.lastHour; hour += SLOT_HOURS) hours.push(hour);
  return hours;
}

/** The slots of the Asia/Kolkata day `date` (`YYYY-MM-DD`), earliest first; [] for a non-date. */
export function slotsOfDate(date: string, day: SlotDay): Slot[] {
  const dayStart = kolkataDayStartMs(date);
  if (dayStart === undefined) return [];
  return slotHours(day).map((hour) => {
    const start = dayStart + hour * 60 * 60 * 1000;
    return { start: new Date(start).toISOString(), end: new Date(start + SLOT_MS).toISOString() };
  });
}

/** The end of the slot starting at `start` (ISO-8601). */
export function slotEnd(start: string): string {
  return new Date(Date.parse(start) + SLOT_MS).toISOString();
}

/** Whether the instant is the start of one of the day's slots (to the millisecond). */
export function isSlotStart(startMs: number, day: SlotDay): boolean {
  if (!Number.isFinite(startMs)) return false;
  const local = startMs + KOLKATA_OFFSET_MS;
  const intoDay = ((local % DAY_MS) + DAY_MS) % DAY_MS;
  return intoDay % (60 * 60 * 1000) === 0 && slotHours(day).includes(intoDay / (60 * 60 * 1000));
}

/** Why a slot start cannot be booked at `nowMs`: not a slot of the day, started already, or too far ahead. */
export type SlotProblem = 'not_a_slot' | 'past' | 'beyond_horizon';

export function slotProblem(start: string, nowMs: number, rules: SlotRules): SlotProblem | null {
  const startMs = Date.parse(start);
  if (!isSlotStart(startMs, rules)) return 'not_a_slot';
  if (startMs <= nowMs) return 'past';
  if (kolkataDayOf(startMs) > lastBookableDate(nowMs, rules)) return 'beyond_horizon';
  return null;
}

/** The last Asia/Kolkata day a slot may be booked on: today plus daysAhead. */
export function lastBookableDate(nowMs: number, rules: Pick<SlotRules, 'daysAhead'>): string {
  return addKolkataDays(kolkataDayOf(nowMs), rules.daysAhead);
}

/** `08:00–10:00`, India time. */
export function slotLabel(start: string): string {
  return `${kolkataTimeOf(start)}–${kolkataTimeOf(slotEnd(start))}`;
}

/** What isLate reads of a booking. */
export interface SchedulableBooking {
  scheduled_start: string | null;
  vendor_id: number | null;
  is_cancelled: number;
  is_completed: number;
}

/** Late: its slot has started and it has no vendor yet, neither cancelled nor completed. */
export function isLate(booking: SchedulableBooking, nowMs: number): boolean {
  return (
    booking.scheduled_start !== null &&
    booking.vendor_id === null &&
    !booking.is_cancelled &&
    !booking.is_completed &&
    Date.parse(booking.scheduled_start) <= nowMs
  );
}
