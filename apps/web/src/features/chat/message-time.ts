const pad = (n: number) => String(n).padStart(2, '0');

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** A time in a message bubble: 14:05 today, otherwise 21 Nov, 14:05 (with the year when not this year). */
export function formatMessageTime(value: string | null | undefined, now = new Date()): string {
  const date = parse(value);
  if (!date) return '';
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  if (sameDay(date, now)) return time;
  return `${formatDay(date, now)}, ${time}`;
}

/** The time of a vendor's last message in the list: 14:05 today, else 21 Nov (or 21 Nov 2025). */
export function formatListTime(value: string | null | undefined, now = new Date()): string {
  const date = parse(value);
  if (!date) return '';
  if (sameDay(date, now)) return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return formatDay(date, now);
}

function formatDay(date: Date, now: Date): string {
  return date.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}
