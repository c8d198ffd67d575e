/**
 * How a message writes its values (docs/product/messages.md): money in rupees with Indian digit grouping,
 * moments in India time, a customer by the first word of the name. Pure functions, no `Intl`: the text a
 * vendor or customer gets never depends on the server's locale or time zone.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** `1234567` → `12,34,567`: the last three digits, then groups of two. */
function indianGrouping(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${tail}`;
}

/** Whole paise as rupees, `149900` → `₹1,499.00` (integer arithmetic only). */
export function rupeesText(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`paise must be a whole number, not ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.trunc(abs / 100);
  const rest = abs % 100;
  return `${sign}₹${indianGrouping(String(rupees))}.${String(rest).padStart(2, '0')}`;
}

/** The date and time in India, `2 Dec 2026, 10:30 IST`; an unreadable stamp is written as it is. */
export function indiaTimeText(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const d = new Date(ms + IST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} IST`;
}

/** The date in India, `4 Dec 2026`. */
export function indiaDateText(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const d = new Date(ms + IST_OFFSET_MS);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** The first word of a name (`Anita Rao` → `Anita`); the whole trimmed name when it has one word. */
export function firstNameOf(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

/** The reason a rejection's message gives when the operator gave none. */
export const NO_REJECTION_REASON = 'no reason was given';
