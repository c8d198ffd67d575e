/** The admins' time zone (docs/product/cockpit.md#audit-trail): times in the cockpit read as in India. */
export const KOLKATA = 'Asia/Kolkata';

const formatter = new Intl.DateTimeFormat('en-IN', {
  timeZone: KOLKATA,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** An instant as Asia/Kolkata date and time, e.g. `23 Nov 2026, 10:15:03 IST`. */
export function formatKolkataDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatter.format(date)} IST`;
}
