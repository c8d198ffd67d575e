const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-23' (a date in Asia/Kolkata, as the server sends it) → '23 Nov', without time-zone arithmetic. */
export function dayLabel(date: string): string {
  const [, month, day] = date.split('-');
  const name = MONTHS[Number(month) - 1];
  return name === undefined || day === undefined ? date : `${Number(day)} ${name}`;
}
