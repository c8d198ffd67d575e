import { DASHBOARD_UTC_OFFSET_MINUTES } from '@seva/contract';

const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = DASHBOARD_UTC_OFFSET_MINUTES * 60 * 1000;

/** The dashboard's window: the last `days` days in Asia/Kolkata, today included (docs/product/cockpit.md#dashboard). */
export interface DayWindow {
  /** `YYYY-MM-DD` (Asia/Kolkata) of each day, oldest first. */
  dates: string[];
  /** ISO-8601 UTC of the first day's midnight in Asia/Kolkata (inclusive). */
  from: string;
  /** ISO-8601 UTC of the midnight after today in Asia/Kolkata (exclusive). */
  to: string;
}

/** Midnight (Asia/Kolkata) of the day `now` falls on, as UTC milliseconds. */
function istMidnight(now: number): number {
  const shifted = now + OFFSET_MS;
  return shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - OFFSET_MS;
}

const istDate = (ms: number) => new Date(ms + OFFSET_MS).toISOString().slice(0, 10);

/**
 * India has kept UTC+05:30 without daylight saving since 1945, so shifting by 330 minutes is exact;
 * the SQL groups by the same shift (repository.ts `istDay`).
 */
export function dayWindow(now: number, days: number): DayWindow {
  const today = istMidnight(now);
  const first = today - (days - 1) * DAY_MS;
  const dates = Array.from({ length: days }, (_, i) => istDate(first + i * DAY_MS));
  return { dates, from: new Date(first).toISOString(), to: new Date(today + DAY_MS).toISOString() };
}

/** `YYYY-MM` (Asia/Kolkata) of the month `now` falls in. */
export const istMonthOf = (now: number): string => istDate(now).slice(0, 7);

/**
 * An Asia/Kolkata month `YYYY-MM` as a day window: every date of the month, from midnight (Asia/Kolkata)
 * of the 1st to midnight of the 1st of the next month (docs/product/cockpit.md#money-this-month).
 */
export function monthWindow(month: string): DayWindow {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = Date.UTC(year, monthNumber - 1, 1) - OFFSET_MS;
  const next = Date.UTC(year, monthNumber, 1) - OFFSET_MS;
  const days = Math.round((next - first) / DAY_MS);
  const dates = Array.from({ length: days }, (_, i) => istDate(first + i * DAY_MS));
  return { dates, from: new Date(first).toISOString(), to: new Date(next).toISOString() };
}

/** ISO-8601 UTC of midnight (Asia/Kolkata) on the 1st of the month `now` falls in. */
export const istMonthStart = (now: number): string => monthWindow(istMonthOf(now)).from;
