const DAY_MS = 86_400_000;

/** docs/product/vendors.md#trial-days: days left until the expiry, rounded up; 0 when the expiry is past (or unknown). */
export function trialDaysLeft(expiry: string | null | undefined, now: Date = new Date()): number {
  if (!expiry) return 0;
  const left = Date.parse(expiry) - now.getTime();
  if (Number.isNaN(left) || left <= 0) return 0;
  return Math.ceil(left / DAY_MS);
}
