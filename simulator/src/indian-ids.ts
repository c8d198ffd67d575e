import { gstinCheckCharacter, verhoeffCheckDigit } from '@seva/contract';
import type { Random } from './random';

/*
 * Valid Indian identifiers for simulated applications (docs/product/partner-api.md#the-application). The
 * check digits come from the contract's rules, the ones the server checks against.
 */

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const letters = (random: Random, count: number) =>
  Array.from({ length: count }, () => random.pick([...LETTERS])).join('');
const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => String(random.int(0, 9))).join('');

/** PAN holder types (4th letter): person, company, firm, HUF, trust. */
const PAN_HOLDER_TYPES = ['P', 'C', 'F', 'H', 'T'] as const;

/** A PAN: 3 letters, the holder type, the surname's initial, 4 digits, a letter. */
export function randomPan(random: Random, surname = 'S'): string {
  const initial = /^[A-Za-z]/.test(surname) ? surname[0]!.toUpperCase() : random.pick([...LETTERS]);
  return `${letters(random, 3)}${random.pick(PAN_HOLDER_TYPES)}${initial}${digits(random, 4)}${letters(random, 1)}`;
}

/** An Aadhaar number: 12 digits, the first 2–9, the last the Verhoeff check digit. */
export function randomAadhaar(random: Random): string {
  const first11 = `${random.int(2, 9)}${digits(random, 10)}`;
  return `${first11}${verhoeffCheckDigit(first11)}`;
}

/** Bank codes of real IFSCs with their names. */
export const BANKS = [
  { code: 'SBIN', name: 'State Bank of India' },
  { code: 'HDFC', name: 'HDFC Bank' },
  { code: 'ICIC', name: 'ICICI Bank' },
  { code: 'UTIB', name: 'Axis Bank' },
  { code: 'PUNB', name: 'Punjab National Bank' },
  { code: 'KKBK', name: 'Kotak Mahindra Bank' },
  { code: 'BARB', name: 'Bank of Baroda' },
  { code: 'CNRB', name: 'Canara Bank' },
] as const;

/** An IFSC of `bank`: its 4-letter code, `0`, a 6-character branch code. */
export function randomIfsc(random: Random, bank: (typeof BANKS)[number]): string {
  return `${bank.code}0${digits(random, 6)}`;
}

/** A bank account number: 9–18 digits, not starting with 0. */
export function randomAccountNumber(random: Random): string {
  return `${random.int(1, 9)}${digits(random, random.int(8, 17))}`;
}

/** A GSTIN: state code, the holder's PAN, entity number, `Z`, the check character. */
export function randomGstin(random: Random, stateCode: number, pan: string): string {
  const entity = random.pick([...'123456789']);
  const first14 = `${String(stateCode).padStart(2, '0')}${pan}${entity}Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** A mobile number: 10 digits starting with 6–9. */
export function randomMobile(random: Random): string {
  return `${random.int(6, 9)}${digits(random, 9)}`;
}

/** A 6-digit pincode whose first digit is the region's (1–8). */
export function randomPincode(random: Random, region: number): string {
  return `${region}${digits(random, 5)}`;
}
