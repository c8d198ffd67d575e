/** The largest price the catalogue and the plans accept, in rupees (one crore); money columns hold more. */
export const MAX_PRICE_RUPEES = 10_000_000;

/**
 * True when `value` has at most two decimals (whole paise). Doubles such as 19.99 are not exact in
 * binary (19.99 × 100 = 1998.9999999999998), so the paise may miss a whole number by a rounding error,
 * which stays far below 1e-6 for any amount up to ten crore rupees; 19.999 or 0.125 miss it by far more.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const paise = value * 100;
  return Math.abs(paise - Math.round(paise)) < 1e-6;
}
