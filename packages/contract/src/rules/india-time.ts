/** Asia/Kolkata is UTC+05:30 all year (no daylight saving). */
export const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC instant (ms) at which an Asia/Kolkata day `YYYY-MM-DD` starts, or undefined for a non-date. */
export function kolkataDayStartMs(day: string): number | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(y, m - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
    return undefined;
  return utc - KOLKATA_OFFSET_MS;
}

/** The Asia/Kolkata day (`YYYY-MM-DD`) an instant falls on. */
export function kolkataDayOf(instant: string | number | Date): string {
  return new Date(new Date(instant).getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Asia/Kolkata time of day (`HH:MM`) of an instant. */
export function kolkataTimeOf(instant: string | number | Date): string {
  return new Date(new Date(instant).getTime() + KOLKATA_OFFSET_MS).toISOString().slice(11, 16);
}

/** The day `days` after the Asia/Kolkata day `day` (`YYYY-MM-DD`; negative goes back). */
export function addKolkataDays(day: string, days: number): string {
  const start = kolkataDayStartMs(day);
  if (start === undefined) throw new RangeError(`not a day: ${day}`);
  return kolkataDayOf(start + days * DAY_MS);
}
