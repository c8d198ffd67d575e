import { KOLKATA_OFFSET_MS } from '@seva/contract';
/** docs/product/README.md#missing-values: a missing value is displayed as N/A. */
export const NOT_AVAILABLE = 'N/A';

export function isMissing(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The value as text, or 'N/A' when it is missing. */
export function displayValue(value: string | number | null | undefined): string {
  return isMissing(value) ? NOT_AVAILABLE : String(value);
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  trailingZeroDisplay: 'stripIfInteger',
});

/** An amount in rupees (₹1,25,000 or ₹99.50), or 'N/A' when missing or not a number. */
export function formatRupees(amount: number | string | null | undefined): string {
  if (isMissing(amount)) return NOT_AVAILABLE;
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? rupees.format(value) : NOT_AVAILABLE;
}

type DateValue = string | number | Date | null | undefined;

/**
 * Dates and times (docs/product/README.md#dates-and-times): the one way the web app shows them.
 * A date is `21 Nov 2026`; a date and time `21 Nov 2026, 14:05` (24-hour clock), followed by ` IST` where
 * admins compare the moment with one another. Both are India time (Asia/Kolkata, UTC+05:30, the admins'
 * time zone, as on the server's dashboard and audit filters) whatever the browser's time zone. The one
 * exception is SPEC's month/day/year in the two payments tables (`formatPaymentTableDateTime`).
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/** Written after a time that people compare (the audit trail, histories, notes, notifications, chat). */
export const INDIA_TIME_ZONE_LABEL = 'IST';

/**
 * The parts (day, month, year, hour, minute) in India time. en-US's short months are en-IN's but for
 * September, which en-IN writes `Sept` (CLDR 38 on, in Node 20 and Chromium alike) and we write `Sep`,
 * three letters like the others; the order and punctuation are ours, so no locale's pattern decides them.
 */
const indiaParts = new Intl.DateTimeFormat('en-US', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The same parts for a calendar date sent as `YYYY-MM-DD`: the day it names, in no time zone. */
const calendarParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface DateParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

function partsOf(format: Intl.DateTimeFormat, date: Date): DateParts {
  const parts: DateParts = { day: '', month: '', year: '', hour: '', minute: '' };
  for (const part of format.formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof DateParts] = part.value;
  }
  return parts;
}

function toDate(value: DateValue): Date | null {
  if (isMissing(value)) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The India-time parts of an instant, or of the day a bare `YYYY-MM-DD` names; null when unreadable. */
function dateParts(value: DateValue): DateParts | null {
  const date = toDate(value);
  if (!date) return null;
  const calendar = typeof value === 'string' && CALENDAR_DATE.test(value);
  return partsOf(calendar ? calendarParts : indiaParts, date);
}

/** A calendar date, `21 Nov 2026` (the India date of an instant), or 'N/A'. */
export function formatDate(value: DateValue): string {
  const parts = dateParts(value);
  return parts ? `${parts.day} ${parts.month} ${parts.year}` : NOT_AVAILABLE;
}

/** A chart axis's day, `21 Nov`: the date without its year, where a run of days leaves no room for it. */
export function formatDayMonth(value: DateValue): string {
  const parts = dateParts(value);
  return parts ? `${parts.day} ${parts.month}` : NOT_AVAILABLE;
}

/**
 * A date and time in India, `21 Nov 2026, 14:05`, or 'N/A'. `zone` adds ` IST` (`21 Nov 2026, 14:05 IST`):
 * for moments admins compare with one another (docs/product/README.md#dates-and-times names them).
 */
export function formatDateTime(value: DateValue, { zone = false }: { zone?: boolean } = {}): string {
  const date = toDate(value);
  if (!date) return NOT_AVAILABLE;
  const { day, month, year, hour, minute } = partsOf(indiaParts, date);
  return `${day} ${month} ${year}, ${hour}:${minute}${zone ? ` ${INDIA_TIME_ZONE_LABEL}` : ''}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * A day of the week with its date, `Wed 3 Dec`: an India date `YYYY-MM-DD` (or the India date of an
 * instant), for a slot's day (docs/product/slots.md), or 'N/A'.
 */
export function formatWeekdayDate(value: DateValue): string {
  const parts = dateParts(value);
  const date = toDate(value);
  if (!parts || !date) return NOT_AVAILABLE;
  const calendar = typeof value === 'string' && CALENDAR_DATE.test(value);
  // The India day's weekday: the calendar date's at UTC, an instant's shifted by the India offset.
  const weekday = new Date(date.getTime() + (calendar ? 0 : KOLKATA_OFFSET_MS)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${parts.day} ${parts.month}`;
}

/** The time of day in India, `14:05` (for a moment of today, where the date goes without saying), or 'N/A'. */
export function formatTime(value: DateValue): string {
  const date = toDate(value);
  if (!date) return NOT_AVAILABLE;
  const { hour, minute } = partsOf(indiaParts, date);
  return `${hour}:${minute}`;
}

/** True when both instants fall on the same day in India. */
export function isSameIndiaDay(a: DateValue, b: DateValue): boolean {
  const [first, second] = [toDate(a), toDate(b)];
  if (!first || !second) return false;
  return formatDate(first) === formatDate(second);
}

/**
 * SPEC's payment date in the two payments tables (User Payment Details and Vendor Payments,
 * docs/product/customers-and-payments.md): month/day/year, hour:minute in the browser's time zone,
 * `11/21/2026, 14:05`, or 'N/A'. Nowhere else: every other date and time is `formatDateTime`.
 */
export function formatPaymentTableDateTime(value: DateValue): string {
  const date = toDate(value);
  if (!date) return NOT_AVAILABLE;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The date inputs' display format (`@mantine/dates` `valueFormat`, a dayjs pattern): `21 Nov 2026`. */
export const DATE_INPUT_FORMAT = 'D MMM YYYY';

/** `1.2 MB`, `340 KB`, `512 B`: the progress shown while a CSV downloads. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
