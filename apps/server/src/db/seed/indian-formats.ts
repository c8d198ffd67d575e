import type { SeedContext } from './context';

/** Realistic Indian identifiers in their real formats; none belongs to a real person. */

const MOBILE_PREFIXES = [
  '98',
  '97',
  '96',
  '95',
  '94',
  '93',
  '91',
  '90',
  '89',
  '88',
  '87',
  '86',
  '85',
  '78',
  '77',
  '76',
  '73',
  '70',
  '63',
  '62',
];
// Coprime with 10^8, so multiplying by it permutes the eight-digit numbers.
const SCRAMBLE = 7_919_993;
const MOBILE_SPACE = 100_000_000;
const SERIES = 4;

/**
 * A 10-digit mobile number, unique per (`id`, `series` 0–3) for ids below 25 million: the last eight
 * digits are a bijective scramble of both, so numbers look random but never repeat.
 */
export function mobileNumber(id: number, series: number): string {
  const body = ((id * SERIES + series) * SCRAMBLE) % MOBILE_SPACE;
  const prefix = MOBILE_PREFIXES[Math.floor(body / 7) % MOBILE_PREFIXES.length] ?? '98';
  return `${prefix}${String(body).padStart(8, '0')}`;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function letters(ctx: SeedContext, count: number): string {
  return ctx.faker.string.fromCharacters(LETTERS, count);
}

/** PAN: AAAPL1234C — the 4th letter is the holder type (P person, F firm, C company), the 5th the surname's initial. */
export function panNumber(ctx: SeedContext, surname: string, holder: 'P' | 'F' | 'C' = 'P'): string {
  const initial = /[A-Z]/.test(surname.charAt(0).toUpperCase())
    ? surname.charAt(0).toUpperCase()
    : letters(ctx, 1);
  return `${letters(ctx, 3)}${holder}${initial}${ctx.faker.string.numeric(4)}${letters(ctx, 1)}`;
}

/** Aadhaar: 12 digits, never starting with 0 or 1. */
export function aadhaarNumber(ctx: SeedContext): string {
  return `${ctx.faker.number.int({ min: 2, max: 9 })}${ctx.faker.string.numeric(11)}`;
}

const BANKS = [
  { code: 'SBIN', name: 'State Bank of India' },
  { code: 'HDFC', name: 'HDFC Bank' },
  { code: 'ICIC', name: 'ICICI Bank' },
  { code: 'UTIB', name: 'Axis Bank' },
  { code: 'KKBK', name: 'Kotak Mahindra Bank' },
  { code: 'PUNB', name: 'Punjab National Bank' },
  { code: 'BARB', name: 'Bank of Baroda' },
  { code: 'CNRB', name: 'Canara Bank' },
  { code: 'IDIB', name: 'Indian Bank' },
  { code: 'YESB', name: 'Yes Bank' },
] as const;

export interface AccountDetails {
  ifsc: string;
  accountNumber: string;
  bankName: string;
}

/** IFSC is the bank's four letters, a 0, and six branch characters; accounts run 9 to 18 digits. */
export function bankAccount(ctx: SeedContext): AccountDetails {
  const bank = ctx.faker.helpers.arrayElement(BANKS);
  const length = ctx.faker.number.int({ min: 9, max: 18 });
  return {
    ifsc: `${bank.code}0${ctx.faker.string.numeric(6)}`,
    accountNumber: `${ctx.faker.number.int({ min: 1, max: 9 })}${ctx.faker.string.numeric(length - 1)}`,
    bankName: bank.name,
  };
}

const GST_STATE_CODES = ['07', '09', '10', '19', '24', '27', '29', '32', '33', '36'];

/** GSTIN: state code, the holder's PAN, entity number, 'Z', check character. */
export function gstNumber(ctx: SeedContext, pan: string): string {
  return `${ctx.faker.helpers.arrayElement(GST_STATE_CODES)}${pan}${ctx.faker.number.int({ min: 1, max: 9 })}Z${ctx.faker.string.alphanumeric({ length: 1, casing: 'upper' })}`;
}

/** Six digits; the first (1–8) is the postal region. */
export function pincode(ctx: SeedContext): string {
  return `${ctx.faker.number.int({ min: 1, max: 8 })}${ctx.faker.string.numeric(5)}`;
}

export interface PostalAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export function postalAddress(ctx: SeedContext): PostalAddress {
  return {
    street: ctx.faker.location.streetAddress(),
    city: ctx.faker.location.city(),
    state: ctx.faker.location.state(),
    zip: pincode(ctx),
  };
}
