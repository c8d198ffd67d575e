/**
 * Rupees (the database's numeric(12,2) and the wire's two decimals) and paise (the payment provider's
 * whole numbers). Rounded to the nearest paisa: a double such as 19.99 is not exact in binary.
 */
export const rupeesToPaise = (rupees: number | string): number => Math.round(Number(rupees) * 100);

/** Whole paise as rupees: an integer divided by 100 is the double nearest to its two-decimal value. */
export const paiseToRupees = (paise: number): number => paise / 100;
