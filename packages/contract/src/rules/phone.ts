/** Indian mobile numbers as typed by people: spaces, dashes, brackets and a +91 / 0 prefix are tolerated. */
export function normalizePhone(raw: string): string {
  return raw
    .trim()
    .replace(/[\s\-()]/g, '')
    .replace(/^\+?91(?=\d{10}$)/, '')
    .replace(/^0(?=\d{10}$)/, '');
}

export function isMobileNumber(raw: string): boolean {
  return /^\d{10}$/.test(normalizePhone(raw));
}

/** A search term shorter than this many digits is not taken for (part of) a phone number. */
export const PHONE_SEARCH_MIN_DIGITS = 5;

/**
 * docs/product/api.md#search: the national digits of a search term that looks like (part of) an Indian
 * phone number, or undefined for any other term. It looks like one when it holds only digits, spaces,
 * dashes, brackets and dots, with an optional leading `+`, and at least PHONE_SEARCH_MIN_DIGITS digits
 * once the prefix is gone. The prefix: `+91` (any length after it), `91` before ten digits, a `0` before
 * ten digits. `+91 73772 71712`, `91-73772-71712`, `07377271712` and `73772 71712` all give `7377271712`;
 * `(737) 72` gives `73772`; a name, an e-mail or `A-12` gives undefined.
 */
export function phoneSearchDigits(term: string): string | undefined {
  const typed = term.trim();
  if (!/^\+?[\d\s\-().]+$/.test(typed)) return undefined;
  let digits = typed.replace(/\D/g, '');
  if (typed.startsWith('+') ? digits.startsWith('91') : /^91\d{10}$/.test(digits)) digits = digits.slice(2);
  if (/^0\d{10}$/.test(digits)) digits = digits.slice(1);
  return digits.length >= PHONE_SEARCH_MIN_DIGITS ? digits : undefined;
}
