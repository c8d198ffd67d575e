/**
 * Formats of the Indian identifiers a vendor application carries (docs/product/partner-api.md#the-application):
 * PAN, Aadhaar (with its Verhoeff check digit), IFSC, GSTIN (with its check character), pincode and a
 * 24-hour HH:MM time. Pure functions, shared by the server's schemas and any client.
 */

/** PAN: 5 letters, 4 digits, 1 letter (upper case). */
export function isPan(value: string): boolean {
  return /^[A-Z]{5}\d{4}[A-Z]$/.test(value);
}

// Verhoeff's dihedral-group tables: multiplication and position permutation.
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 7, 6, 8, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;
const VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const;

function verhoeffChecksum(digits: string, offset: number): number {
  let c = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) {
    const digit = Number(reversed[i]);
    c = VERHOEFF_D[c]![VERHOEFF_P[(i + offset) % 8]![digit]!]!;
  }
  return c;
}

/** True when the digit string (check digit last) passes Verhoeff's check. */
export function hasValidVerhoeffDigit(digits: string): boolean {
  return /^\d+$/.test(digits) && verhoeffChecksum(digits, 0) === 0;
}

/** The Verhoeff check digit to append to `digits`. */
export function verhoeffCheckDigit(digits: string): number {
  return VERHOEFF_INV[verhoeffChecksum(digits, 1)]!;
}

/** Aadhaar: 12 digits, not starting with 0 or 1, the last a valid Verhoeff check digit. */
export function isAadhaar(value: string): boolean {
  return /^[2-9]\d{11}$/.test(value) && hasValidVerhoeffDigit(value);
}

/** IFSC: 4 letters (the bank), `0`, 6 letters or digits (the branch). */
export function isIfsc(value: string): boolean {
  return /^[A-Z]{4}0[A-Z\d]{6}$/.test(value);
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters: each character's base-36 value is multiplied by
 * 1 or 2 alternately (from the left), each product's base-36 digits are summed, and the check is what
 * brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < first14.length; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/**
 * GSTIN: the state code (01–38, 97 other territory, 99 centre), the holder's PAN, the entity number
 * (1–9 or a letter), `Z`, and the check character.
 */
export function isGstin(value: string): boolean {
  const match = /^(\d{2})([A-Z]{5}\d{4}[A-Z])[1-9A-Z]Z[\dA-Z]$/.exec(value);
  if (!match) return false;
  const state = Number(match[1]);
  if (!((state >= 1 && state <= 38) || state === 97 || state === 99)) return false;
  return gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

/** Indian pincode: 6 digits, not starting with 0. */
export function isPincode(value: string): boolean {
  return /^[1-9]\d{5}$/.test(value);
}

/** A 24-hour time `HH:MM` (00:00–23:59). */
export function isTime24(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** Minutes since midnight of an `HH:MM` time (check it with isTime24 first). */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}
